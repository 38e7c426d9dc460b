import { sql } from 'drizzle-orm';
import { timestamp, uuid } from 'drizzle-orm/pg-core';

// Every tenant-owned table carries tenant_id so it can be distributed by tenant (Citus).
export const id = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => at('created_at').notNull().defaultNow();
