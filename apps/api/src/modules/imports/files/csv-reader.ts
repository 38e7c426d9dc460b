import { parse } from 'csv-parse';
import { assertNoNul } from './file-type';

export type Encoding = 'utf-8' | 'windows-1252';

/** UTF-8 (with or without BOM) when the bytes are valid UTF-8, else Windows-1252 (a superset of Latin-1 as used by Excel). */
export function detectEncoding(buf: Buffer): Encoding {
  const sample = buf.subarray(0, 1024 * 1024);
  try {
    // stream: true so a character cut at the sample's end is not taken for an error.
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true });
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

const candidates = [',', ';', '\t', '|'];

/** Counts each candidate outside quotes on the first lines; the one that splits them most evenly wins. */
export function detectDelimiter(text: string): string {
  const lines = text
    .split(/\r?\n/, 6)
    .filter((l) => l.trim() !== '')
    .slice(0, 5);
  if (!lines.length) return ',';
  const count = (line: string, d: string) => {
    let n = 0;
    let quoted = false;
    for (const ch of line) {
      if (ch === '"') quoted = !quoted;
      else if (ch === d && !quoted) n++;
    }
    return n;
  };
  let best = ',';
  let bestScore = -1;
  for (const d of candidates) {
    const counts = lines.map((l) => count(l, d));
    const first = counts[0]!;
    if (first === 0) continue;
    // Lines that agree with the header count; a delimiter found in the header only is weaker.
    const score = first * 10 + counts.filter((c) => c === first).length;
    if (score > bestScore) {
      best = d;
      bestScore = score;
    }
  }
  return best;
}

/** A slice to decode, refused when it holds a NUL (a file stored before uploads checked it all). */
const textSlice = (buf: Buffer, from: number, to: number) => {
  const slice = buf.subarray(from, to);
  assertNoNul(slice, from);
  return slice;
};

/** Streams the records of a CSV held in memory (the upload limit bounds it), decoded in 1 MB slices. */
export async function* readCsv(buf: Buffer): AsyncGenerator<string[]> {
  const encoding = detectEncoding(buf);
  const decoder = new TextDecoder(encoding, { ignoreBOM: false });
  const head = decoder.decode(textSlice(buf, 0, 64 * 1024), { stream: true });
  const parser = parse({
    delimiter: detectDelimiter(head),
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
  });
  const feed = (async () => {
    const write = (text: string) =>
      new Promise<void>((resolve) =>
        parser.write(text) ? resolve() : parser.once('drain', () => resolve()),
      );
    await write(head);
    const step = 1024 * 1024;
    for (let at = 64 * 1024; at < buf.length; at += step)
      await write(decoder.decode(textSlice(buf, at, at + step), { stream: true }));
    parser.end(decoder.decode());
  })();
  feed.catch((error) => parser.destroy(error));
  for await (const record of parser) yield record as string[];
  await feed;
}
