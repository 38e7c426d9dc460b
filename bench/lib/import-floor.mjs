// The import's floor (issue 35): COPY of the same rows into the product's own orders, lines
// and events tables, indexes and triggers on, in one transaction as the product's commit,
// through pg-copy-streams. "The same rows" are the ones the product wrote for the file
// (found by external_ref): read back as CSV before the clock starts, with new ids, numbers
// and references so that they can be written again beside the originals.
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import pg from 'pg';
import copyStreams from 'pg-copy-streams';

const { from: copyFrom, to: copyTo } = copyStreams;

async function columnsOf(client, table) {
  const { rows } = await client.query(
    `select column_name from information_schema.columns where table_schema = current_schema() and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
    [table],
  );
  return rows.map((r) => r.column_name);
}

async function readCsv(client, query) {
  const chunks = [];
  for await (const chunk of client.query(copyTo(`COPY (${query}) TO STDOUT WITH (FORMAT csv)`)))
    chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** Rows of `table` as CSV, each column as written except those `replace` gives an expression for. */
async function rowsAsCsv(client, table, from, replace) {
  const cols = await columnsOf(client, table);
  const select = cols.map((c) => (replace[c] ? `${replace[c]} as "${c}"` : `t."${c}"`)).join(', ');
  return { cols, csv: await readCsv(client, `select ${select} from ${table} t ${from}`) };
}

/** Writes again what the product wrote for `externalPrefix`; returns the ms of the COPYs (all, and per table) and how many rows. */
export async function copyFloor(databaseUrl, externalPrefix) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `create temp table floor_ids as select id as old, gen_random_uuid() as new from orders where external_ref like $1`,
      [`${externalPrefix}-%`],
    );
    await client.query('create unique index on floor_ids (old)');
    const orders = await rowsAsCsv(client, 'orders', 'join floor_ids m on m.old = t.id', {
      id: 'm.new',
      number: `'F' || t.number`,
      external_ref: `'FLOOR' || t.external_ref`,
    });
    const lines = await rowsAsCsv(client, 'order_lines', 'join floor_ids m on m.old = t.order_id', {
      id: 'gen_random_uuid()',
      order_id: 'm.new',
    });
    const events = await rowsAsCsv(
      client,
      'order_events',
      'join floor_ids m on m.old = t.order_id',
      { id: 'gen_random_uuid()', order_id: 'm.new' },
    );
    const count = (csv) => csv.toString('utf8').split('\n').length - 1; // approximate if a field holds a newline
    const t0 = performance.now();
    const tables = {};
    await client.query('begin');
    for (const [table, { cols, csv }] of [
      ['orders', orders],
      ['order_lines', lines],
      ['order_events', events],
    ]) {
      const start = performance.now();
      await pipeline(
        Readable.from([csv]),
        client.query(
          copyFrom(
            `COPY ${table} (${cols.map((c) => `"${c}"`).join(', ')}) FROM STDIN WITH (FORMAT csv)`,
          ),
        ),
      );
      tables[table] = Math.round(performance.now() - start);
    }
    await client.query('commit');
    const ms = performance.now() - t0;
    return {
      ms,
      tables,
      orders: count(orders.csv),
      lines: count(lines.csv),
      events: count(events.csv),
    };
  } finally {
    await client.end();
  }
}
