import zlib from 'node:zlib';
import { importLimits } from '@sp/contracts/api';
import { AppError } from '../../../kernel/errors';

const bomb = () => new AppError(400, 'import_zip_bomb', 'The spreadsheet unpacks to far more data than it holds (refused as a zip bomb)');
const unreadable = () => new AppError(400, 'import_unreadable', 'The spreadsheet is damaged and cannot be read');

/**
 * Inflates every part of a zip with a hard cap on the total output before the XLSX reader
 * sees it: a zip's declared sizes can lie, the inflater's maxOutputLength cannot.
 */
export function assertZipWithinLimit(buf: Buffer, limit: number = importLimits.maxUnzippedBytes) {
  // End of central directory: signature 0x06054b50, within the last 64 kB + 22 bytes.
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 65_557); i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw unreadable();
  const entries = buf.readUInt16LE(eocd + 10);
  let at = buf.readUInt32LE(eocd + 16);
  let budget = limit;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== 0x02014b50) throw unreadable();
    const method = buf.readUInt16LE(at + 10);
    const compressed = buf.readUInt32LE(at + 20);
    const declared = buf.readUInt32LE(at + 24);
    const local = buf.readUInt32LE(at + 42);
    at += 46 + buf.readUInt16LE(at + 28) + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
    if (declared > budget) throw bomb();
    if (local + 30 > buf.length) throw unreadable();
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const data = buf.subarray(start, start + compressed);
    let size = data.length;
    if (method === 8) {
      try {
        size = zlib.inflateRawSync(data, { maxOutputLength: budget }).length;
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError) throw bomb();
        throw unreadable();
      }
    }
    budget -= size;
    if (budget < 0) throw bomb();
  }
}
