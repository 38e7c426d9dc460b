/**
 * Tests only: files built the way an attacker builds them (file-attacks.test.ts), so each
 * attack is reproduced from its recipe rather than from an opaque fixture.
 */
import zlib from 'node:zlib';

export interface ZipPart {
  name: string;
  /** The bytes as stored (already deflated when method is 8). */
  stored: Buffer;
  method: 0 | 8;
  /** The uncompressed size the headers declare (a bomb lies here). */
  declaredSize: number;
}

export const deflated = (name: string, text: string | Buffer): ZipPart => {
  const data = Buffer.isBuffer(text) ? text : Buffer.from(text);
  return { name, stored: zlib.deflateRawSync(data), method: 8, declaredSize: data.length };
};

/**
 * A raw deflate stream of `megabytes` MB of zeros, about 1 kB per MB: one fully flushed
 * 1 MB block repeated (a full flush ends byte-aligned with a fresh dictionary, so copies
 * chain), then an empty final block. The gigabyte never exists in memory here.
 */
export function zeroBomb(megabytes: number): Buffer {
  const block = zlib.deflateRawSync(Buffer.alloc(1024 * 1024), {
    finishFlush: zlib.constants.Z_FULL_FLUSH,
  });
  return Buffer.concat([
    ...Array.from({ length: megabytes }, () => block),
    Buffer.from([0x03, 0x00]),
  ]);
}

/**
 * A zip. `hidden`: directory records written after the listed ones that the end record's
 * counts leave out: `onDisk: true` counts them in "entries on this disk" only (what SheetJS
 * reads), else no count includes them.
 */
export function zip(
  parts: ZipPart[],
  options: { hidden?: ZipPart[]; onDisk?: boolean } = {},
): Buffer {
  const all = [...parts, ...(options.hidden ?? [])];
  const locals: Buffer[] = [];
  const records: Buffer[] = [];
  let offset = 0;
  for (const part of all) {
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(part.method, 8);
    local.writeUInt32LE(part.stored.length, 18);
    local.writeUInt32LE(part.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(part.method, 10);
    record.writeUInt32LE(part.stored.length, 20);
    record.writeUInt32LE(part.declaredSize, 24);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt32LE(offset, 42);
    locals.push(local, name, part.stored);
    records.push(record, name);
    offset += 30 + name.length + part.stored.length;
  }
  const directory = Buffer.concat(records);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(options.onDisk ? all.length : parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const cellXml = (ref: string, value: string) =>
  `<c r="${ref}" t="inlineStr"><is><t>${value.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</t></is></c>`;
const sheetXml = (rows: string[][]) =>
  `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows
    .map(
      (row, r) =>
        `<row r="${r + 1}">${row.map((v, c) => cellXml(`${String.fromCharCode(65 + c)}${r + 1}`, v)).join('')}</row>`,
    )
    .join('')}</sheetData></worksheet>`;

/** The parts of a one-sheet XLSX holding `rows` (strings), as Excel would name them. */
export function xlsxParts(rows: string[][]): ZipPart[] {
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  return [
    deflated(
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ),
    deflated(
      '_rels/.rels',
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    deflated(
      'xl/workbook.xml',
      `<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${rel}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    deflated(
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    deflated('xl/worksheets/sheet1.xml', sheetXml(rows)),
  ];
}

/**
 * A one-page PDF whose page content is a Flate stream of `megabytes` MB of zeros (a few
 * hundred kB on disk for 300 MB): the PDF decompression bomb.
 */
export function pdfBomb(megabytes: number): Buffer {
  const data = Buffer.concat([Buffer.from([0x78, 0x9c]), zeroBomb(megabytes), Buffer.alloc(4)]);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 300] /Contents 4 0 R >>',
  ];
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  const offsets: number[] = [];
  let length = chunks[0]!.length;
  const push = (b: Buffer) => {
    chunks.push(b);
    length += b.length;
  };
  objects.forEach((body, i) => {
    offsets.push(length);
    push(Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`));
  });
  offsets.push(length);
  push(Buffer.from(`4 0 obj\n<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n`));
  push(data);
  push(Buffer.from('\nendstream\nendobj\n'));
  const xref = length;
  push(
    Buffer.from(
      `xref\n0 5\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(chunks);
}
