/**
 * Whether the API hid cost from this caller (an agent while the tenant's "agents see cost"
 * setting is off): it sends null, never zero, so a null in the rows means hidden, and the
 * page drops those columns instead of showing them empty.
 */
export const costHidden = <T>(
  rows: readonly T[] | undefined,
  cost: (row: T) => string | null,
): boolean => (rows ?? []).some((row) => cost(row) === null);

/** The columns without those the caller may not see. */
export const withoutCost = <C extends { id: string }>(
  columns: C[],
  hidden: boolean,
  costIds: readonly string[],
): C[] => (hidden ? columns.filter((c) => !costIds.includes(c.id)) : columns);
