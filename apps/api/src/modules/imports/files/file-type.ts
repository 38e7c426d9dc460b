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
  const head = buf.subarray(0, 8192);
  // Text has no NUL byte (UTF-16 files would: not supported, said so by the error).
  if (!head.includes(0)) return 'csv';
  throw new AppError(400, 'import_file_type', 'The file is not a CSV, XLSX or PDF file');
}
