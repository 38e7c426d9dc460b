// Realistic volume for the API case on PostgreSQL, seeded by SQL straight into the
// product's database after its own start (migrations and demo data): 99 more seller
// tenants, 100 staff each (about 10,000 users over 100 tenants), and 1,000,000 orders for
// Atlas over two years, in its two stores, every status, Latin and Arabic names.
import pg from 'pg';

const SQL_TENANTS = `
insert into tenants (slug, name, kind, app_title, languages, modules)
select 'bench-' || g, 'Bench Seller ' || g, 'marketplace', 'Bench Seller ' || g, '["en","fr","ar"]'::jsonb, a.modules
from generate_series(1, 99) g, (select modules from tenants where slug = 'atlas') a`;

const SQL_USERS = `
insert into users (tenant_id, email, full_name, role, language, status)
select t.id, 'staff' || g || '@' || t.slug || '.bench.test',
  (array['Yasmine','Omar','Salma','Karim','Inès','Mehdi','سلمى','يوسف','ليلى','Hugo'])[1 + g % 10] || ' ' ||
  (array['El Idrissi','Benali','Tazi','Martin','Chraibi','Dubois','الحسني','بناني','Haddad','Roux'])[1 + (g * 7) % 10] || ' ' || g,
  case when g % 10 = 0 then 'admin' else 'agent' end,
  (array['en','fr','ar'])[1 + g % 3],
  case when g % 9 = 0 then 'invited' when g % 17 = 0 then 'deactivated' else 'active' end
from tenants t cross join generate_series(1, 100) g
where t.slug like 'bench-%' or t.slug = 'atlas'`;

export const SQL_ORDERS = (n) => `
with s as (select array_agg(id order by name) ids, array_agg(currency order by name) cur from stores where tenant_id = (select id from tenants where slug = 'atlas')),
  a as (select array_agg(id order by name) ids from fulfillment_agents where tenant_id = (select id from tenants where slug = 'atlas'))
insert into orders (tenant_id, store_id, number, status, customer_name, customer_phone, phone_digits, city, address,
  payment_method, currency, subtotal_minor, shipping_fee_minor, total_minor, cod_minor, items_count, tracking_number,
  ordered_at, status_changed_at, created_at, updated_at, agent_id)
select (select id from tenants where slug = 'atlas'), s.ids[1 + (g % 4 = 0)::int], 'BEN-' || lpad(g::text, 7, '0'),
  (array['pending','confirmed','packed','shipped','delivered','delivered','delivered','returned','cancelled'])[1 + g % 9],
  (array['Youssef El Amrani','فاطمة الزهراء بناني','Karim Benali','Nadia Tazi','خالد العلوي','Sophie Martin','Amine Berrada','مريم الإدريسي'])[1 + g % 8] || ' ' || (g % 997),
  '+212 6' || lpad(((g::bigint * 7919) % 100000000)::text, 8, '0'), '2126' || lpad(((g::bigint * 7919) % 100000000)::text, 8, '0'),
  (array['Casablanca','Rabat','Marrakech','Fès','Tanger','Agadir','الدار البيضاء','Oujda'])[1 + g % 8], 'Rue ' || (g % 200),
  case when g % 5 = 0 then 'prepaid' else 'cod' end, s.cur[1 + (g % 4 = 0)::int],
  10000 + (g * 37) % 90000, 2500, 12500 + (g * 37) % 90000, case when g % 5 = 0 then 0 else 12500 + (g * 37) % 90000 end,
  1 + g % 3, case when g % 9 between 3 and 7 then 'AMA' || lpad(g::text, 9, '0') || 'MA' else '' end,
  now() - (g % 730) * interval '1 day' - (g % 86400) * interval '1 second',
  now() - (g % 730) * interval '1 day', now() - (g % 730) * interval '1 day', now() - (g % 730) * interval '1 day',
  case when g % 9 between 2 and 7 then a.ids[1 + g % cardinality(a.ids)] end
from generate_series(1, ${n}) g, s, a`;

// One line per bench order, a product of the Atlas catalogue picked by the order number:
// profit and loss by product and cost of goods read these.
export const SQL_LINES = `
with p as (
  select id, sku, name, row_number() over (order by sku) - 1 as k, count(*) over () as n
  from products where tenant_id = (select id from tenants where slug = 'atlas')
)
insert into order_lines (tenant_id, order_id, product_id, position, sku, name, quantity, unit_price_minor, total_minor)
select o.tenant_id, o.id, p.id, 0, p.sku, p.name, o.items_count, o.subtotal_minor / o.items_count, o.subtotal_minor
from orders o join p on p.k = (abs(hashtext(o.number)) % p.n)
where o.tenant_id = (select id from tenants where slug = 'atlas') and o.number like 'BEN-%'`;

/** Seeds the volume into the database at `url`; returns what it added and how long it took. */
export async function seedVolume(url, { orders = 1_000_000, log = () => {} } = {}) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const t0 = performance.now();
  try {
    await client.query(SQL_TENANTS);
    const users = await client.query(SQL_USERS);
    log(`volume: ${users.rowCount} users over 100 tenants`);
    // In slices so the server's memory and WAL stay modest on a small machine.
    const slice = 250_000;
    for (let done = 0; done < orders; done += slice) {
      await client.query(
        SQL_ORDERS(Math.min(slice, orders - done)).replace(
          'generate_series(1, ',
          `generate_series(${done + 1}, ${done} + `,
        ),
      );
      log(`volume: ${Math.min(orders, done + slice).toLocaleString('en')} orders`);
    }
    const lines = await client.query(SQL_LINES);
    log(`volume: ${lines.rowCount.toLocaleString('en')} order lines`);
    // VACUUM too, not only ANALYZE: otherwise autovacuum takes the freshly loaded tables
    // a minute into the measurements, and the lists' requests wait 40-65 ms behind it
    // (a PostgreSQL log beside the bench's own latencies showed it). A database in use
    // is not in the middle of vacuuming a bulk load.
    await client.query('vacuum analyze');
    return { users: users.rowCount, orders, seconds: Math.round((performance.now() - t0) / 1000) };
  } finally {
    await client.end();
  }
}

// The journal entries the finance consumer would have posted for the bench orders (issue
// 29: the P&L, the statements and the dashboard read the journal, not the orders), in bulk,
// the same shape as journal-consumer.ts: shipped (stock to goods in transit at cost),
// delivered (revenue by product and the order's own part, what the courier or the
// marketplace owes, the courier's fee, cost of goods), returned (stock back at cost, the
// return fee, the returns memo). Cost services are not charged (the bench's orders carry no
// events). Days are UTC days of the order's last status change.
// The summaries kept with the lines (the P&L's pl_day_totals, migration 0195; the couriers'
// courier_day_totals and courier_order_open, 0225) are kept by statement triggers on
// journal_lines, which cost the bulk insert most of its time (1,700 lines/s at 300,000
// orders). So the bench disables them for its insert and then fills the summaries with the
// migration's own backfill (the functions `pl_day_totals_refill()` and
// `courier_totals_refill()` that migration 0225 runs): the same statements, not a copy.
const NIL = "'00000000-0000-0000-0000-000000000000'::uuid";
const SUMMARY_TRIGGERS = ['journal_lines_pl_day_totals', 'journal_lines_courier_totals'];
const SUMMARY_REFILLS = ['pl_day_totals_refill', 'courier_totals_refill'];
export const SQL_JOURNAL = [
  `insert into ledger_accounts (tenant_id, kind, counterparty_id, currency)
   select t.id, k, null::uuid, c.currency from tenants t
     cross join (select distinct currency from stores where tenant_id = (select id from tenants where slug = 'atlas')) c
     cross join unnest(array['revenue','cost_of_goods','goods_in_transit','inventory','returns','returns_memo']) k
   where t.slug = 'atlas'
   union all
   select a.tenant_id, k, a.id, c.currency from fulfillment_agents a
     cross join (select distinct currency from stores where tenant_id = (select id from tenants where slug = 'atlas')) c
     cross join unnest(array['fees','courier_receivable']) k
   where a.tenant_id = (select id from tenants where slug = 'atlas')
   union all
   select s.tenant_id, 'marketplace_receivable', s.id, s.currency from stores s where s.tenant_id = (select id from tenants where slug = 'atlas')
   on conflict (tenant_id, kind, coalesce(counterparty_id, ${NIL}), currency) do nothing`,
  `create temp table bench_facts as
   select o.id, o.tenant_id, o.store_id, o.currency, o.status, o.number, o.agent_id, o.total_minor, o.subtotal_minor,
     case when o.payment_method = 'cod' and o.agent_id is not null then o.cod_minor else 0 end as cod,
     coalesce(a.delivery_fee_minor, 0) as fee, coalesce(a.return_fee_minor, 0) as return_fee,
     l.product_id, l.quantity * p.cost_price_minor as cost, o.status_changed_at::date as day,
     gen_random_uuid() as shipped_id, gen_random_uuid() as closed_id
   from orders o join order_lines l on l.order_id = o.id join products p on p.id = l.product_id
     left join fulfillment_agents a on a.id = o.agent_id
   where o.tenant_id = (select id from tenants where slug = 'atlas') and o.number like 'BEN-%'
     and o.status in ('shipped', 'delivered', 'returned')`,
  `insert into journal_entries (id, tenant_id, day, kind, source, order_id, memo)
   select shipped_id, tenant_id, day, 'order.shipped', 'bench:shipped:' || id, id, number from bench_facts
   union all
   select closed_id, tenant_id, day, 'order.' || status, 'bench:' || status || ':' || id, id, number from bench_facts where status <> 'shipped'`,
  'alter table journal_lines disable trigger journal_lines_balanced',
  ...SUMMARY_TRIGGERS.map((t) => `alter table journal_lines disable trigger ${t}`),
  `insert into journal_lines (tenant_id, entry_id, account_id, amount_minor, day, store_id, order_id, product_id)
   select f.tenant_id, v.entry_id, acc.id, v.amount, f.day, f.store_id, f.id, v.product_id
   from bench_facts f
   cross join lateral (values
     (f.shipped_id, 'goods_in_transit', null::uuid, f.cost, f.product_id),
     (f.shipped_id, 'inventory', null, -f.cost, f.product_id),
     (case when f.status = 'delivered' then f.closed_id end, 'revenue', null, -f.subtotal_minor, f.product_id),
     (case when f.status = 'delivered' then f.closed_id end, 'revenue', null, f.subtotal_minor - f.total_minor, null),
     (case when f.status = 'delivered' then f.closed_id end, 'courier_receivable', f.agent_id, f.cod, null),
     (case when f.status = 'delivered' then f.closed_id end, 'marketplace_receivable', f.store_id, f.total_minor - f.cod, null),
     (case when f.status = 'delivered' then f.closed_id end, 'fees', f.agent_id, f.fee, null),
     (case when f.status = 'delivered' then f.closed_id end, 'courier_receivable', f.agent_id, -f.fee, null),
     (case when f.status = 'delivered' then f.closed_id end, 'cost_of_goods', null, f.cost, f.product_id),
     (case when f.status = 'delivered' then f.closed_id end, 'goods_in_transit', null, -f.cost, f.product_id),
     (case when f.status = 'returned' then f.closed_id end, 'inventory', null, f.cost, f.product_id),
     (case when f.status = 'returned' then f.closed_id end, 'goods_in_transit', null, -f.cost, f.product_id),
     (case when f.status = 'returned' then f.closed_id end, 'fees', f.agent_id, f.return_fee, null),
     (case when f.status = 'returned' then f.closed_id end, 'courier_receivable', f.agent_id, -f.return_fee, null),
     (case when f.status = 'returned' then f.closed_id end, 'returns', null, f.subtotal_minor, f.product_id),
     (case when f.status = 'returned' then f.closed_id end, 'returns', null, f.total_minor - f.subtotal_minor, null),
     (case when f.status = 'returned' then f.closed_id end, 'returns_memo', null, -f.total_minor, null)
   ) v(entry_id, kind, counterparty_id, amount, product_id)
   join ledger_accounts acc on acc.tenant_id = f.tenant_id and acc.kind = v.kind and acc.currency = f.currency
     and coalesce(acc.counterparty_id, ${NIL}) = coalesce(v.counterparty_id, ${NIL})
   where v.entry_id is not null and v.amount <> 0`,
  // Built balanced above (checked once below instead of by the per-row trigger, which would check each line's entry).
  'alter table journal_lines enable trigger journal_lines_balanced',
  ...SUMMARY_TRIGGERS.map((t) => `alter table journal_lines enable trigger ${t}`),
  ...SUMMARY_REFILLS.map((f) => `select ${f}()`),
  `do $$ begin
     if exists (select 1 from journal_lines l join journal_entries e on e.id = l.entry_id where e.source like 'bench:%' group by l.entry_id having sum(l.amount_minor) <> 0)
     then raise exception 'bench journal does not balance'; end if;
   end $$`,
  'drop table bench_facts',
];
