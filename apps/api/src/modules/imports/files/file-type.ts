import type { ImportFileType } from '@sp/contracts/api';
import { AppError } from '../../../kernel/errors';

const starts = (buf: Buffer, bytes: number[]) => bytes.every((b, i) => buf[i] === b);

/**
 * What the bytes are, whatever the name says: a zip (XLSX), a PDF, or text (CSV).
 * Anything else (old .xls, images, executables) is refused before it is parsed.
 */
export function detectFileType(buf: Buffer): ImportFileType {
  if (buf.length === 0) throw new AppError(400, 'import_file_empty', 'The file is empty');
  if (starts(buf, [0x50, 0x4b, 0x03, 0x04])) return 'xlsx';
  if (starts(buf, [0x25, 0x50, 0x44, 0x46])) return 'pdf';
  // Text has no NUL byte (UTF-16 files would: not supported, said so by the error).
  if (buf.subarray(0, 8192).includes(0))
    throw new AppError(400, 'import_file_type', 'The file is not a CSV, XLSX or PDF file');
  // Anywhere in the file, not only its head: a NUL late in a CSV cannot be stored as text.
  assertNoNul(buf);
  return 'csv';
}

/** `offset`: where `buf` starts in the file, for the message. */
export function assertNoNul(buf: Buffer, offset = 0) {
  const at = buf.indexOf(0);
  if (at >= 0)
    throw new AppError(
      400,
      'import_nul_byte',
      `The file holds a NUL character at byte ${offset + at}: it is not a text CSV`,
    );
}
