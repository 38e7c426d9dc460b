import type { Translate } from '@sp/i18n';
import type { Subject } from '@sp/contracts';

/**
 * Every record type the API's audit entries name, with the ability subject (and so the
 * module) it belongs to. Most are a subject themselves; a supplier belongs to purchase, a
 * programme or the terms to the agency's configuration. The audit page offers a tenant the
 * types of its own modules, and names each one.
 */
export const AUDIT_RECORD_TYPES = {
  User: 'User',
  Role: 'Role',
  Tenant: 'Tenant',
  Store: 'Store',
  NotificationPreferences: 'Notification',
  FulfillmentAgent: 'FulfillmentAgent',
  Order: 'Order',
  Product: 'Product',
  Service: 'Service',
  Inventory: 'Inventory',
  Purchase: 'Purchase',
  Supplier: 'Purchase',
  Payment: 'Payment',
  Lead: 'Lead',
  Task: 'Task',
  Agency: 'Agency',
  Destination: 'AgencyConfig',
  Programme: 'AgencyConfig',
  CostComponent: 'AgencyConfig',
  PaymentSchedule: 'AgencyConfig',
  ProgrammeCondition: 'AgencyConfig',
  Commission: 'AgencyConfig',
  TaskType: 'AgencyConfig',
  AgeBand: 'AgencyConfig',
  Terms: 'AgencyConfig',
} as const satisfies Record<string, Subject>;

export type AuditRecordType = keyof typeof AUDIT_RECORD_TYPES;

/** The record types of a tenant with these subjects; tenants themselves only for a super admin. */
export const recordTypesOf = (subjects: ReadonlySet<string> | null, isSuperAdmin: boolean) =>
  (Object.keys(AUDIT_RECORD_TYPES) as AuditRecordType[]).filter((type) =>
    type === 'Tenant' ? isSuperAdmin : Boolean(subjects?.has(AUDIT_RECORD_TYPES[type])),
  );

/** A record type by its name: its own text, else its subject's (`Order` -> "Orders"). */
export const recordTypeLabel = (t: Translate, type: string) =>
  t(`audit.recordTypes.${type}`, { defaultValue: t(`subject.${type}`, { defaultValue: type }) });
