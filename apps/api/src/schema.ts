// Every table, for Drizzle's typed client and drizzle-kit. Each module owns its tables
// (modules/<domain>/tables.ts); this file, above the modules, only gathers them (drizzle-kit
// and the schema test read it; the kernel's client needs no schema, so it imports no module).
export * from './kernel/db/kernel-tables';
export * from './modules/tenancy/tables';
export * from './modules/stores/tables';
export * from './modules/users/tables';
export * from './modules/identity/tables';
export * from './modules/mail/tables';
export * from './modules/notifications/tables';
export * from './modules/audit/tables';
export * from './modules/fulfillment-agents/tables';
export * from './modules/agency/tables';
export * from './modules/catalogue/tables';
export * from './modules/inventory/tables';
export * from './modules/purchase/tables';
export * from './modules/imports/tables';
export * from './modules/orders/tables';
export * from './modules/finance/tables';
export * from './modules/returns/tables';
