import zlib from 'node:zlib';
// No @sp/contracts import: this file runs in the parser's worker, which loads only what it needs.
import { AppError } from '../../../kernel/errors';

const bomb = () =>
  new AppError(
    400,
    'import_zip_bomb',
    'The spreadsheet unpacks to far more data than it holds (refused as a zip bomb)',
  );
const unreadable = () =>
  new AppError(400, 'import_unreadable', 'The spreadsheet is damaged and cannot be read');

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

export interface ZipEntry {
  method: number;
  declaredSize: number;
  /** Where the entry's data starts (after its local header), as every reader computes it. */
  dataStart: number;
}

/**
 * The zip's directory, walked record by record from its start to the end record, refusing
 * any zip whose readers could disagree: SheetJS takes the LAST end-record signature in the
 * file and its "entries on this disk"; another reader takes "total entries". So the end
 * record must be the last signature and end the file, both counts must equal the records
 * actually walked, and the directory must end exactly where the end record starts (an
 * extra record a reader would inflate cannot hide behind a count). Zip64 and multi-disk
 * archives (never an XLSX under 50 MB) are refused. Reads headers only: cheap enough for
 * the upload request itself.
 */
export function zipEntries(buf: Buffer): ZipEntry[] {
  if (buf.length < 22) throw unreadable();
  const eocd = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0 || eocd + 22 > buf.length || buf.readUInt32LE(eocd) !== EOCD) throw unreadable();
  if (eocd + 22 + buf.readUInt16LE(eocd + 20) !== buf.length) throw unreadable();
  const disk = buf.readUInt16LE(eocd + 4);
  const cdDisk = buf.readUInt16LE(eocd + 6);
  const onDisk = buf.readUInt16LE(eocd + 8);
  const total = buf.readUInt16LE(eocd + 10);
  const cdSize = buf.readUInt32LE(eocd + 12);
  const cdStart = buf.readUInt32LE(eocd + 16);
  if (disk !== 0 || cdDisk !== 0 || onDisk !== total || total === 0xffff || cdStart === 0xffffffff)
    throw unreadable();
  if (cdStart + cdSize !== eocd) throw unreadable();
  const entries: ZipEntry[] = [];
  let at = cdStart;
  while (at < eocd) {
    if (at + 46 > eocd || buf.readUInt32LE(at) !== CENTRAL) throw unreadable();
    const method = buf.readUInt16LE(at + 10);
    const compressed = buf.readUInt32LE(at + 20);
    const declaredSize = buf.readUInt32LE(at + 24);
    const local = buf.readUInt32LE(at + 42);
    if (compressed === 0xffffffff || declaredSize === 0xffffffff || local === 0xffffffff)
      throw unreadable();
    if (method !== 0 && method !== 8) throw unreadable();
    at += 46 + buf.readUInt16LE(at + 28) + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
    if (local + 30 > buf.length || buf.readUInt32LE(local) !== LOCAL) throw unreadable();
    const dataStart = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    if (dataStart + compressed > buf.length) throw unreadable();
    entries.push({ method, declaredSize, dataStart });
  }
  if (at !== eocd || entries.length !== total) throw unreadable();
  return entries;
}

/**
 * At upload: the directory agrees with itself and its declared sizes fit the limit. The
 * sizes may lie; inflateWithinLimit (in the parser's worker) is what they cannot fool.
 */
export function assertZipShape(buf: Buffer, limit: number) {
  let declared = 0;
  for (const entry of zipEntries(buf)) {
    declared += entry.declaredSize;
    if (declared > limit) throw bomb();
  }
}

/**
 * Inflates every part as SheetJS will (from its local data start to the end of its deflate
 * stream, whatever the sizes say) with a hard cap on the total output: the inflater's
 * maxOutputLength cannot lie. Run in the parser's worker, never on the API's main thread.
 */
export function assertZipWithinLimit(buf: Buffer, limit: number) {
  let budget = limit;
  for (const entry of zipEntries(buf)) {
    let size = entry.declaredSize;
    if (entry.method === 8) {
      try {
        size = zlib.inflateRawSync(buf.subarray(entry.dataStart), {
          maxOutputLength: Math.max(1, budget),
        }).length;
      } catch (error) {
        if (
          (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ||
          error instanceof RangeError
        )
          throw bomb();
        throw unreadable();
      }
    }
    budget -= size;
    if (budget < 0) throw bomb();
  }
}
