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
    await client.query('analyze');
    return { users: users.rowCount, orders, seconds: Math.round((performance.now() - t0) / 1000) };
  } finally {
    await client.end();
  }
}
