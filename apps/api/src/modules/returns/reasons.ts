import { and, asc, eq } from 'drizzle-orm';
import type { ReturnReason } from '@sp/contracts/api';
import type { Db, Tx } from '../../kernel/db/client';
import { AppError, notFound } from '../../kernel/errors';
import { returnReasons } from './tables';

/** The reasons every tenant starts with; it may rename, reorder, add or retire them. */
const DEFAULT_REASONS = [
  { code: 'damaged', nameEn: 'Arrived damaged', nameFr: 'Arrivé endommagé', nameAr: 'وصل تالفًا' },
  {
    code: 'wrong_item',
    nameEn: 'Wrong item sent',
    nameFr: 'Mauvais article envoyé',
    nameAr: 'أُرسل منتج خاطئ',
  },
  {
    code: 'not_as_described',
    nameEn: 'Not as described',
    nameFr: 'Non conforme à la description',
    nameAr: 'غير مطابق للوصف',
  },
  {
    code: 'size_fit',
    nameEn: 'Size or fit',
    nameFr: 'Taille ou coupe',
    nameAr: 'المقاس غير مناسب',
  },
  { code: 'changed_mind', nameEn: 'Changed mind', nameFr: "Changement d'avis", nameAr: 'غيّر رأيه' },
];

type Row = typeof returnReasons.$inferSelect;
export const toReason = (r: Row): ReturnReason => ({
  id: r.id,
  code: r.code,
  names: { en: r.nameEn, fr: r.nameFr, ar: r.nameAr },
  active: r.active,
  position: r.position,
});

/** The tenant's reasons, the defaults written on first use (concurrent first uses agree through the unique code). */
export async function reasonsOf(db: Db | Tx, tenantId: string): Promise<Row[]> {
  const rows = await db
    .select()
    .from(returnReasons)
    .where(eq(returnReasons.tenantId, tenantId))
    .orderBy(asc(returnReasons.position), asc(returnReasons.code));
  if (rows.length) return rows;
  await db
    .insert(returnReasons)
    .values(DEFAULT_REASONS.map((r, i) => ({ ...r, tenantId, position: (i + 1) * 10 })))
    .onConflictDoNothing();
  return db
    .select()
    .from(returnReasons)
    .where(eq(returnReasons.tenantId, tenantId))
    .orderBy(asc(returnReasons.position), asc(returnReasons.code));
}

export async function createReason(
  db: Db,
  tenantId: string,
  body: {
    code: string;
    names: { en: string; fr: string; ar: string };
    active: boolean;
    position: number;
  },
) {
  await reasonsOf(db, tenantId);
  const [row] = await db
    .insert(returnReasons)
    .values({
      tenantId,
      code: body.code,
      nameEn: body.names.en,
      nameFr: body.names.fr,
      nameAr: body.names.ar,
      active: body.active,
      position: body.position,
    })
    .onConflictDoNothing()
    .returning();
  if (!row)
    throw new AppError(409, 'conflict', `A reason with code ${body.code} already exists`, [
      { path: 'code', message: 'taken' },
    ]);
  return toReason(row);
}

export async function updateReason(
  db: Db,
  tenantId: string,
  id: string,
  body: {
    names?: Partial<{ en: string; fr: string; ar: string }>;
    active?: boolean;
    position?: number;
  },
) {
  const patch: Partial<Row> = {};
  if (body.names?.en) patch.nameEn = body.names.en;
  if (body.names?.fr) patch.nameFr = body.names.fr;
  if (body.names?.ar) patch.nameAr = body.names.ar;
  if (body.active !== undefined) patch.active = body.active;
  if (body.position !== undefined) patch.position = body.position;
  const where = and(eq(returnReasons.tenantId, tenantId), eq(returnReasons.id, id));
  const [row] = Object.keys(patch).length
    ? await db.update(returnReasons).set(patch).where(where).returning()
    : await db.select().from(returnReasons).where(where);
  if (!row) throw notFound('Return reason');
  return toReason(row);
}
