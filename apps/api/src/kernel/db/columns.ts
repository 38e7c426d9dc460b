import { sql } from 'drizzle-orm';
import { customType, timestamp, uuid } from 'drizzle-orm/pg-core';

// Every tenant-owned table carries tenant_id so it can be distributed by tenant (Citus).
export const id = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => at('created_at').notNull().defaultNow();

// Files (uploads, PDFs) are written as base64 text that PostgreSQL decodes: PGlite passes a
// bytea parameter as hex text, slowly (a 10 MB file took 3.5 s to store, 0.4 s as base64).
// Read large ones back the same way (`encode(..., 'base64')`, imports/repository.ts).
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (v) => sql`decode(${Buffer.from(v).toString('base64')}, 'base64')`,
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});
