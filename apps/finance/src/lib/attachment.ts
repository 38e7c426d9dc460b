import { paymentAttachmentLimits } from '@sp/contracts/api';

/** What the file picker offers: the types the API keeps. */
export const ATTACHMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';

/**
 * The text key of what is wrong with a chosen file before it is sent, or null. The API checks
 * again (size, declared type and the file's first bytes): this only spares a useless upload.
 */
export function attachmentProblem(file: File): string | null {
  if (!(paymentAttachmentLimits.types as readonly string[]).includes(file.type))
    return 'errors.attachment_type_not_allowed';
  if (file.size > paymentAttachmentLimits.maxBytes) return 'errors.attachment_too_large';
  if (file.size === 0) return 'errors.attachment_missing';
  return null;
}

/** A file size as people read it: "312 kB", "1.4 MB" (in the reader's number format). */
export function fileSize(bytes: number, language: string) {
  const n = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  return bytes < 1024 * 1024
    ? `${n.format(Math.max(1, Math.round(bytes / 1024)))} kB`
    : `${n.format(bytes / 1024 / 1024)} MB`;
}
