import { describe, expect, it } from 'vitest';
import { readCsv } from './csv-reader';

const rows = async (file: Buffer) => {
  const out: string[][] = [];
  for await (const record of readCsv(file)) out.push(record);
  return out;
};

describe('a CSV file read by readCsv', () => {
  it('keeps quoted delimiters, doubled quotes, line breaks in a cell, Arabic, CRLF and a BOM', async () => {
    const text =
      '\uFEFForder,customer,note\r\n' +
      'A-1,"El Amrani, Youssef","He said ""call first"""\r\n' +
      '\r\n' +
      'A-2,فاطمة الزهراء,"two\r\nlines"\r\n' +
      'A-3,5" screen,ab"c\r\n';
    expect(await rows(Buffer.from(text))).toEqual([
      ['order', 'customer', 'note'],
      ['A-1', 'El Amrani, Youssef', 'He said "call first"'],
      ['A-2', 'فاطمة الزهراء', 'two\r\nlines'],
      ['A-3', '5" screen', 'ab"c'],
    ]);
  });

  it('reads a semicolon file in Windows-1252 (Excel in French)', async () => {
    const file = Buffer.from('ville;quantité\nFès;2\n', 'latin1');
    expect(await rows(file)).toEqual([
      ['ville', 'quantité'],
      ['Fès', '2'],
    ]);
  });

  it('reads rows whose quoted cells and Arabic letters straddle its 1 MB slices', async () => {
    // Each row about 100 bytes of two-byte letters: slices cut rows, cells and letters.
    const line = (i: number) =>
      `${i},"عنوان ${i}, حي الرياض\nالطابق ${i % 7}","قال ""نعم"" ${'م'.repeat(i % 40)}"\n`;
    const count = 30_000;
    const file = Buffer.from(
      'n,address,note\n' + Array.from({ length: count }, (_, i) => line(i)).join(''),
    );
    expect(file.length).toBeGreaterThan(3 * 1024 * 1024);
    const read = await rows(file);
    expect(read).toHaveLength(count + 1);
    for (const i of [0, 1, 9_999, 12_345, count - 1])
      expect(read[i + 1]).toEqual([
        String(i),
        `عنوان ${i}, حي الرياض\nالطابق ${i % 7}`,
        `قال "نعم" ${'م'.repeat(i % 40)}`,
      ]);
  });

  it('refuses a quoted cell never closed, naming its row, instead of swallowing the file', async () => {
    const file = Buffer.from('order,customer\nA-1,Youssef\nA-2,"Fatima\nA-3,Nadia\n');
    await expect(rows(file)).rejects.toMatchObject({
      code: 'import_csv_quote',
      message: 'Row 3: a quoted cell is never closed',
    });
  });

  it('refuses a quote that closes a cell before its end', async () => {
    const file = Buffer.from('order,customer\nA-1,Youssef\nA-2,Nadia\nA-3,"Fatima"Z,x\nA-4,Omar\n');
    await expect(rows(file)).rejects.toMatchObject({
      code: 'import_csv_quote',
      message: 'Row 4: a quote closes a cell before its end',
    });
  });
});
