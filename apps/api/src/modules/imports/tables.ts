import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { importKinds, type ImportCounts, type ImportMapping } from '@sp/contracts/api';
import { at, bytea, createdAt, id } from '../../kernel/db/columns';
import { tenants } from '../tenancy/tables';

/** One uploaded file and where it stands (analysing -> ready -> committing -> committed | failed). */
export const imports = pgTable(
  'imports',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    storeId: uuid('store_id'),
    /** The stores the uploader may use: what a kind may match rows against (labels). */
    scopeStoreIds: jsonb('scope_store_ids').$type<string[]>().notNull().default([]),
    kind: text('kind', { enum: importKinds }).notNull(),
    status: text('status', { enum: ['analysing', 'ready', 'failed', 'committing', 'committed'] })
      .notNull()
      .default('analysing'),
    fileName: text('file_name').notNull(),
    fileType: text('file_type', { enum: ['csv', 'xlsx', 'pdf'] }),
    fileSize: integer('file_size').notNull(),
    sheet: text('sheet'),
    sheets: jsonb('sheets').$type<string[]>().notNull().default([]),
    headers: jsonb('headers').$type<string[]>().notNull().default([]),
    mapping: jsonb('mapping').$type<ImportMapping>().notNull().default({}),
    counts: jsonb('counts')
      .$type<ImportCounts>()
      .notNull()
      .default({ total: 0, new: 0, update: 0, unchanged: 0, error: 0 }),
    jobId: uuid('job_id'),
    phase: text('phase', { enum: ['analyse', 'commit'] }),
    skipErrors: boolean('skip_errors').notNull().default(false),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    committedAt: at('committed_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('imports_tenant_kind_idx').on(t.tenantId, t.kind, t.createdAt)],
);

/** The uploaded bytes, kept until the import is committed (any replica's job reads them). */
export const importFiles = pgTable('import_files', {
  importId: uuid('import_id')
    .primaryKey()
    .references(() => imports.id, { onDelete: 'cascade' }),
  data: bytea('data').notNull(),
});

/** Staging: every row of the file as read, as it will be stored, and what is wrong with it. */
export const importRows = pgTable(
  'import_rows',
  {
    // No foreign key to its import: checked row by row, it cost a third of the staging's
    // time, and an import is never deleted (migration 0257).
    importId: uuid('import_id').notNull(),
    rowNumber: integer('row_number').notNull(),
    raw: jsonb('raw').$type<string[]>().notNull(),
    data: jsonb('data').$type<Record<string, unknown> | unknown[]>(),
    naturalKey: text('natural_key'),
    action: text('action', { enum: ['new', 'update', 'unchanged', 'error'] }).notNull(),
    errors: jsonb('errors').$type<
      {
        column: string | null;
        code: string;
        message: string;
        params?: Record<string, string | number>;
      }[]
    >(),
  },
  // Also indexed in SQL (expression and partial indexes): by natural key for the commit's
  // pages (migration 0014), and the rows in error for the page's list (0015).
  (t) => [primaryKey({ columns: [t.importId, t.rowNumber] })],
);

/** Mappings a tenant saved by name for a kind. */
export const importMappings = pgTable(
  'import_mappings',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    mapping: jsonb('mapping').$type<ImportMapping>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('import_mappings_name_idx').on(t.tenantId, t.kind, t.name)],
);

/**
 * A carrier's label for an order (a page of its PDF, or the URL of its file), newest first.
 * Kept by the importer; modules/orders reads it through imports' index (carrierLabels).
 */
export const carrierLabels = pgTable(
  'carrier_labels',
  {
    id: id(),
    tenantId: uuid('tenant_id').notNull(),
    orderId: uuid('order_id').notNull(),
    trackingNumber: text('tracking_number').notNull().default(''),
    carrier: text('carrier').notNull().default(''),
    labelUrl: text('label_url').notNull().default(''),
    page: integer('page'),
    pdf: bytea('pdf'),
    importId: uuid('import_id'),
    createdAt: createdAt(),
  },
  (t) => [index('carrier_labels_order_idx').on(t.tenantId, t.orderId, t.createdAt)],
);
