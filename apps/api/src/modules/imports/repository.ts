import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { ImportKind } from '@sp/contracts/api';
import type { Db, Tx } from '../../kernel/db/client';
import { jobs } from '../../kernel/db/kernel-tables';
import { users } from '../users';
import { carrierLabels, importFiles, importMappings, imports } from './tables';

type Q = Db | Tx;
export type ImportRow = typeof imports.$inferSelect;
export type ImportInsert = typeof imports.$inferInsert;

export async function insertImport(db: Q, values: ImportInsert, file: Buffer) {
  const [row] = await db.insert(imports).values(values).returning();
  await db.insert(importFiles).values({ importId: row!.id, data: file });
  return row!;
}

export async function findImport(db: Q, tenantId: string, id: string) {
  const [row] = await db
    .select()
    .from(imports)
    .where(and(eq(imports.tenantId, tenantId), eq(imports.id, id)));
  return row ?? null;
}

/** As base64 that PostgreSQL encodes: PGlite hands a bytea result over as hex text (a 10 MB file took 1.8 s, now 0.1 s). */
export async function loadImportFile(db: Q, id: string) {
  const { rows } = await db.execute<{ data: string }>(
    sql`select encode(data, 'base64') as data from ${importFiles} where import_id = ${id}`,
  );
  return rows[0] ? Buffer.from(rows[0].data, 'base64') : null;
}

export async function updateImport(db: Q, id: string, values: Partial<ImportInsert>) {
  const [row] = await db
    .update(imports)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(imports.id, id))
    .returning();
  return row!;
}

/** Moves it on only from `status` (the check and the change in one statement); null when it was elsewhere. */
export async function updateImportFrom(
  db: Q,
  id: string,
  status: ImportRow['status'],
  values: Partial<ImportInsert>,
) {
  const [row] = await db
    .update(imports)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(imports.id, id), eq(imports.status, status)))
    .returning();
  return row ?? null;
}

/** The import with the job now working on it and the name of who started it. */
export async function importWithJob(db: Q, tenantId: string, id: string) {
  const [row] = await db
    .select({ imp: imports, job: jobs, fullName: users.fullName })
    .from(imports)
    .leftJoin(jobs, eq(jobs.id, imports.jobId))
    .leftJoin(users, eq(users.id, imports.createdBy))
    .where(and(eq(imports.tenantId, tenantId), eq(imports.id, id)));
  return row ?? null;
}

export async function listImports(
  db: Q,
  f: { tenantId: string; kind: ImportKind; createdBy?: string; page: number; pageSize: number },
) {
  const where = and(
    eq(imports.tenantId, f.tenantId),
    eq(imports.kind, f.kind),
    f.createdBy ? eq(imports.createdBy, f.createdBy) : undefined,
  );
  const [items, [total]] = await Promise.all([
    db
      .select({ imp: imports, job: jobs, fullName: users.fullName })
      .from(imports)
      .leftJoin(jobs, eq(jobs.id, imports.jobId))
      .leftJoin(users, eq(users.id, imports.createdBy))
      .where(where)
      .orderBy(desc(imports.createdAt), desc(imports.id))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize),
    db.select({ n: count() }).from(imports).where(where),
  ]);
  return { items, total: Number(total?.n ?? 0) };
}

/** The mapping this tenant last used for the kind: the first guess for a new file. */
export async function lastMapping(db: Q, tenantId: string, kind: ImportKind) {
  const [row] = await db
    .select({ mapping: imports.mapping })
    .from(imports)
    .where(
      and(
        eq(imports.tenantId, tenantId),
        eq(imports.kind, kind),
        sql`${imports.status} in ('ready', 'committing', 'committed')`,
      ),
    )
    .orderBy(desc(imports.createdAt))
    .limit(1);
  return row?.mapping ?? null;
}

export const listSavedMappings = (db: Q, tenantId: string, kind: string) =>
  db
    .select()
    .from(importMappings)
    .where(and(eq(importMappings.tenantId, tenantId), eq(importMappings.kind, kind)))
    .orderBy(importMappings.name);

export async function saveMapping(db: Q, values: typeof importMappings.$inferInsert) {
  await db
    .insert(importMappings)
    .values(values)
    .onConflictDoUpdate({
      target: [importMappings.tenantId, importMappings.kind, importMappings.name],
      set: { mapping: values.mapping },
    });
}

/** The newest carrier label of an order (tenant-scoped), for the orders module and the label link. */
export async function latestCarrierLabel(db: Q, tenantId: string, orderId: string) {
  const [row] = await db
    .select()
    .from(carrierLabels)
    .where(and(eq(carrierLabels.tenantId, tenantId), eq(carrierLabels.orderId, orderId)))
    .orderBy(desc(carrierLabels.createdAt))
    .limit(1);
  return row ?? null;
}
