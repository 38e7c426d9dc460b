/* global console, process */
// How rows travel best as ONE parameter (issue 35; kernel/db/json-tuples.ts): 1,600
// order-shaped rows inserted on a fresh PostgreSQL, in turn, as JSON objects
// (jsonb_to_recordset), as JSON objects through json_to_recordset, as JSON arrays
// (jsonb_array_elements, each element cast), and by COPY. Prints ms per statement.
// `node bench/json-params.mjs` (knob: ROUNDS, 6).
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { startPostgres } from './lib/postgres.mjs';

const N = 1600,
  ROUNDS = Number(process.env.ROUNDS ?? 6);
const cols = [
  ['id', 'uuid'],
  ['tenantId', 'uuid'],
  ['storeId', 'uuid'],
  ['number', 'text'],
  ['status', 'text'],
  ['customerName', 'text'],
  ['customerPhone', 'text'],
  ['phoneDigits', 'text'],
  ['city', 'text'],
  ['address', 'text'],
  ['paymentMethod', 'text'],
  ['currency', 'text'],
  ['subtotalMinor', 'bigint'],
  ['discountMinor', 'bigint'],
  ['shippingFeeMinor', 'bigint'],
  ['servicesMinor', 'bigint'],
  ['totalMinor', 'bigint'],
  ['codMinor', 'bigint'],
  ['taxMinor', 'bigint'],
  ['tax', 'jsonb'],
  ['itemsCount', 'integer'],
  ['services', 'jsonb'],
  ['agentId', 'uuid'],
  ['trackingNumber', 'text'],
  ['externalRef', 'text'],
  ['note', 'text'],
  ['orderedAt', 'timestamptz'],
  ['createdBy', 'uuid'],
];
const t = randomUUID(),
  s = randomUUID(),
  u = randomUUID();
const rows = Array.from({ length: N }, (_, i) => ({
  id: randomUUID(),
  tenantId: t,
  storeId: s,
  number: `ATL-${String(i).padStart(6, '0')}`,
  status: 'pending',
  customerName: i % 2 ? 'Youssef El Amrani' : 'فاطمة الزهراء بناني',
  customerPhone: '+212 612 000 111',
  phoneDigits: '212612000111',
  city: 'Casablanca',
  address: `${i} rue Allal Ben Abdellah, quartier des Habous`,
  paymentMethod: 'cod',
  currency: 'MAD',
  subtotalMinor: 19900,
  discountMinor: 0,
  shippingFeeMinor: 3500,
  servicesMinor: 0,
  totalMinor: 23400,
  codMinor: 23400,
  taxMinor: 3317,
  tax: { lines: [{ rate: 20, base: 16583, tax: 3317 }], totalTaxMinor: 3317, included: true },
  itemsCount: 3,
  services: [],
  agentId: null,
  trackingNumber: '',
  externalRef: `JUM-${100000 + i}`,
  note: '',
  orderedAt: new Date(Date.now() - i * 1000),
  createdBy: u,
}));
const server = await startPostgres();
const c = new pg.Client({ connectionString: await server.freshDatabase() });
await c.connect();
await c.query(`create table o (${cols.map(([k, ty]) => `"${k}" ${ty}`).join(', ')})`);
const typeList = cols.map(([k, ty]) => `"${k}" ${ty}`).join(', ');
const fields = cols.map(([k]) => `x."${k}"`).join(', ');
const variants = {
  jsonbObjects: () =>
    c.query(`insert into o select ${fields} from jsonb_to_recordset($1::jsonb) as x(${typeList})`, [
      JSON.stringify(rows),
    ]),
  jsonObjects: () =>
    c.query(`insert into o select ${fields} from json_to_recordset($1::json) as x(${typeList})`, [
      JSON.stringify(rows),
    ]),
  jsonbTuples: () =>
    c.query(
      `insert into o select ${cols.map(([, ty], i) => (ty === 'jsonb' ? `r->${i}` : `(r->>${i})::${ty}`)).join(', ')} from jsonb_array_elements($1::jsonb) r`,
      [JSON.stringify(rows.map((r) => cols.map(([k]) => r[k])))],
    ),
  copy: () =>
    new Promise((res, rej) => {
      const esc = (v) =>
        v === null || v === undefined
          ? '\\N'
          : (typeof v === 'object' && !(v instanceof Date)
              ? JSON.stringify(v)
              : v instanceof Date
                ? v.toISOString()
                : String(v)
            )
              .replace(/\\/g, '\\\\')
              .replace(/\t/g, '\\t')
              .replace(/\n/g, '\\n')
              .replace(/\r/g, '\\r');
      const text = rows.map((r) => cols.map(([k]) => esc(r[k])).join('\t')).join('\n') + '\n';
      const st = c.query(copyFrom(`copy o from stdin`));
      st.on('finish', res);
      st.on('error', rej);
      st.end(text);
    }),
};
const times = Object.fromEntries(Object.keys(variants).map((k) => [k, []]));
for (let r = 0; r < ROUNDS; r++)
  for (const [k, f] of Object.entries(variants)) {
    await c.query('begin');
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < 5; i++) await f();
    times[k].push(Number(process.hrtime.bigint() - t0) / 1e6 / 5);
    await c.query('rollback');
  }
for (const [k, v] of Object.entries(times))
  console.log(
    k.padEnd(14),
    v.map((x) => x.toFixed(1)).join(' '),
    ' median',
    v.sort((a, b) => a - b)[v.length >> 1].toFixed(1),
  );
console.log(
  'json bytes objects',
  JSON.stringify(rows).length,
  'tuples',
  JSON.stringify(rows.map((r) => cols.map(([k]) => r[k]))).length,
);
await c.end();
await server.stop();
