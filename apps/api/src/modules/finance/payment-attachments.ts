import { and, eq } from 'drizzle-orm';
import { paymentAttachmentLimits, type PaymentAttachment } from '@sp/contracts/api';
import type { Db, Tx } from '../../kernel/db/client';
import { AppError, notFound } from '../../kernel/errors';
import { actorOf, type AuthContext, type Deps } from '../../kernel/types';
import { recordAudit } from '../audit';
import { refuseVoided } from './payment-rules';
import { findPayment } from './payment-repository';
import { paymentAttachments } from './tables';

type Q = Db | Tx;
type AllowedType = (typeof paymentAttachmentLimits.types)[number];

/** What a file's first bytes say it is: the declared type is believed only when they agree. */
export function sniffType(data: Buffer): AllowedType | null {
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  return null;
}

export const tooLarge = () =>
  new AppError(413, 'attachment_too_large', 'The file is larger than 5 MB', [
    { path: 'file', message: '5 MB' },
  ]);
const notAllowed = (why: string) =>
  new AppError(422, 'attachment_type_not_allowed', `Attach a PDF, PNG or JPEG file: ${why}`, [
    { path: 'file', message: 'PDF, PNG, JPEG' },
  ]);

/** A safe file name to keep and to send back (no path, no quotes or control characters). */
const cleanName = (name: string) =>
  [...(name.split(/[\\/]/).pop() ?? '')]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c !== '"')
    .join('')
    .trim()
    .slice(0, 200) || 'attachment';

/**
 * Stores the file as the payment's attachment (replacing one it had), after checking its size,
 * its declared type and its first bytes: a file named .pdf that is no PDF is refused.
 */
export async function attachFile(
  deps: Deps,
  auth: AuthContext,
  paymentId: string,
  file: { fileName: string; contentType: string; data: Buffer },
) {
  const tenantId = auth.tenant.id;
  if (file.data.length > paymentAttachmentLimits.maxBytes) throw tooLarge();
  if (file.data.length === 0)
    throw new AppError(422, 'attachment_missing', 'The file is empty', [
      { path: 'file', message: 'empty' },
    ]);
  const declared = file.contentType.split(';')[0]!.trim().toLowerCase();
  if (!(paymentAttachmentLimits.types as readonly string[]).includes(declared))
    throw notAllowed(declared || 'no type');
  const sniffed = sniffType(file.data);
  if (sniffed !== declared)
    throw notAllowed(`the content is ${sniffed ?? 'of another kind'}, not ${declared}`);
  return deps.db.transaction(async (tx) => {
    const payment = await findPayment(tx, tenantId, paymentId, true);
    if (!payment) throw notFound('Payment');
    refuseVoided(payment);
    const [before] = await tx
      .select({ fileName: paymentAttachments.fileName })
      .from(paymentAttachments)
      .where(eq(paymentAttachments.paymentId, paymentId));
    const values = {
      fileName: cleanName(file.fileName),
      contentType: sniffed,
      size: file.data.length,
      data: file.data,
      uploadedBy: auth.user.id,
      uploadedAt: new Date(),
    };
    await tx
      .insert(paymentAttachments)
      .values({ paymentId, tenantId, ...values })
      .onConflictDoUpdate({ target: paymentAttachments.paymentId, set: values });
    await recordAudit(tx, actorOf(auth), {
      action: 'update',
      recordType: 'Payment',
      recordId: paymentId,
      before: { attachment: before?.fileName ?? null },
      after: { attachment: values.fileName },
    });
  });
}

/** Removes the payment's attachment (a wrong file); the payment stays as it was. */
export async function detachFile(deps: Deps, auth: AuthContext, paymentId: string) {
  const tenantId = auth.tenant.id;
  return deps.db.transaction(async (tx) => {
    const payment = await findPayment(tx, tenantId, paymentId, true);
    if (!payment) throw notFound('Payment');
    refuseVoided(payment);
    const [gone] = await tx
      .delete(paymentAttachments)
      .where(
        and(eq(paymentAttachments.tenantId, tenantId), eq(paymentAttachments.paymentId, paymentId)),
      )
      .returning({ fileName: paymentAttachments.fileName });
    if (!gone) throw notFound('Attachment');
    await recordAudit(tx, actorOf(auth), {
      action: 'update',
      recordType: 'Payment',
      recordId: paymentId,
      before: { attachment: gone.fileName },
      after: { attachment: null },
    });
  });
}

/** The attachment's facts (no bytes), for the payment's page. */
export async function attachmentOf(
  db: Q,
  tenantId: string,
  paymentId: string,
  names: Map<string, string>,
): Promise<PaymentAttachment | null> {
  const [row] = await db
    .select({
      fileName: paymentAttachments.fileName,
      contentType: paymentAttachments.contentType,
      size: paymentAttachments.size,
      uploadedAt: paymentAttachments.uploadedAt,
      uploadedBy: paymentAttachments.uploadedBy,
    })
    .from(paymentAttachments)
    .where(
      and(eq(paymentAttachments.tenantId, tenantId), eq(paymentAttachments.paymentId, paymentId)),
    );
  if (!row) return null;
  return {
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    uploadedAt: row.uploadedAt.toISOString(),
    uploadedByName: row.uploadedBy ? (names.get(row.uploadedBy) ?? null) : null,
  };
}

/** Who uploaded the payment's attachment, for the names lookup. */
export async function attachmentUploader(db: Q, tenantId: string, paymentId: string) {
  const [row] = await db
    .select({ by: paymentAttachments.uploadedBy })
    .from(paymentAttachments)
    .where(
      and(eq(paymentAttachments.tenantId, tenantId), eq(paymentAttachments.paymentId, paymentId)),
    );
  return row?.by ?? null;
}

/** The file itself, only within the caller's tenant (another tenant's payment answers 404). */
export async function readAttachment(db: Q, tenantId: string, paymentId: string) {
  const [row] = await db
    .select()
    .from(paymentAttachments)
    .where(
      and(eq(paymentAttachments.tenantId, tenantId), eq(paymentAttachments.paymentId, paymentId)),
    );
  if (!row) throw notFound('Attachment');
  return row;
}
