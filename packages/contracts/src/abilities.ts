/**
 * Ability rules shared by the API (which enforces them) and the browser (which only
 * uses them to shape the UI). Raw CASL rules: `{ action, subject, inverted? }`.
 */
export const actions = ['manage', 'read', 'create', 'update', 'delete'] as const;
export type Action = (typeof actions)[number];

export const subjects = [
  'all',
  'AclDemo',
  'Dashboard',
  'AdminDashboard',
  'User',
  'Role',
  'Tenant',
  'Store',
  'AuditLog',
  'FulfillmentAgent',
  'Order',
  'Label',
  'Product',
  'Service',
  'Inventory',
  'Purchase',
  'Payment',
  'ProfitLoss',
  'Report',
  'Lead',
  'Agency',
  'Task',
  'AgencyConfig',
  'Notification',
] as const;
export type Subject = (typeof subjects)[number];

/**
 * Subjects no tenant role may hold through an override: `all` (a wildcard that slips past
 * every inverted rule) and the platform's own records. Only super_admin reaches them.
 */
export const platformSubjects: readonly Subject[] = ['all', 'Tenant'];

/** Whether a tenant's role override may name this subject (grant or revoke). */
export const isOverridable = (subject: Subject) => !platformSubjects.includes(subject);

export const roles = ['super_admin', 'admin', 'agent'] as const;
export type Role = (typeof roles)[number];

/** One CASL raw rule, as sent to the browser in `userAbilityRules`. */
export interface AbilityRule {
  action: Action;
  subject: Subject;
  inverted?: boolean;
}

/**
 * Per-tenant changes to a role's rules: `grant` rules are added, `revoke` rules are
 * added inverted (CASL lets later rules win, so both override the defaults).
 */
export interface RoleOverrides {
  grant?: { action: Action; subject: Subject }[];
  revoke?: { action: Action; subject: Subject }[];
}

const each = (subject: Subject, ...acts: Action[]): AbilityRule[] =>
  acts.map((action) => ({ action, subject }));

const defaults: Record<Role, AbilityRule[]> = {
  super_admin: [{ action: 'manage', subject: 'all' }],
  admin: [
    { action: 'manage', subject: 'all' },
    // Tenants are the platform's business, not a tenant admin's.
    { action: 'manage', subject: 'Tenant', inverted: true },
    { action: 'manage', subject: 'AclDemo', inverted: true },
    { action: 'read', subject: 'AclDemo' },
  ],
  agent: [
    ...each('Dashboard', 'read'),
    ...each('Order', 'read', 'create', 'update'),
    ...each('Label', 'read', 'create', 'update'),
    ...each('Product', 'read'),
    ...each('Service', 'read'),
    ...each('Inventory', 'read'),
    ...each('Store', 'read'),
    ...each('Lead', 'read', 'create', 'update'),
    ...each('Task', 'read', 'create', 'update'),
    ...each('Agency', 'read'),
    ...each('AgencyConfig', 'read'),
    // "Own" notifications: the API scopes every notification query by user.
    ...each('Notification', 'read', 'update'),
  ],
};

/**
 * The raw CASL rules of a role, with a tenant's overrides applied after the defaults.
 * Overrides naming a platform subject are ignored whatever is stored: a tenant can never
 * reach beyond itself through its own settings.
 */
export function rulesForRole(role: Role, overrides?: RoleOverrides | null): AbilityRule[] {
  const rules = defaults[role].map((rule) => ({ ...rule }));
  const allowed = (rule: { subject: Subject }) => isOverridable(rule.subject);
  for (const rule of (overrides?.grant ?? []).filter(allowed))
    rules.push({ action: rule.action, subject: rule.subject });
  for (const rule of (overrides?.revoke ?? []).filter(allowed)) {
    rules.push({ action: rule.action, subject: rule.subject, inverted: true });
  }
  return rules;
}
