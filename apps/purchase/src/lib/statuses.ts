export const purchaseStatuses = [
  'draft',
  'ordered',
  'partially_received',
  'received',
  'cancelled',
] as const;
