import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './kernel/db/client';
import type { DemoContext } from './kernel/db/demo-context';

/** How far back the demo's audit trail goes: a month of a seller's and an agency's work. */
const DAYS = 30;

// An amount in minor units as the services write it (fromMinor: '586.00').
const units = (column: string) => `to_char(${column} / 100.0, 'FM999999999990.00')`;

/** Inserts the entries a select gives, in audit_log's column order (tenant, user, action, type, id, before, after, at). */
const insertEntries = (db: Db, select: SQL) =>
  db.execute(
    sql`insert into audit_log (tenant_id, user_id, action, record_type, record_id, before, after, created_at) ${select}`,
  );

/**
 * The demo's audit trail crosses every domain (orders, purchase, payments, the agency's
 * leads and tasks, users), so it lives with the demo above the modules (seed-demo.ts), not
 * in the audit module, which names no other module's tables.
 *
 * The audit trail of the demo's last month, written as the services write it when people do
 * that work: orders created and moved (read from the orders' own history, with who and
 * when), purchases raised, payments recorded, staff invited. The demo seeds insert their
 * records in bulk past the services, so without this a fresh demo's audit log opens empty.
 */
export async function seedAuditTrail(db: Db, demo: DemoContext) {
  const since = sql.raw(`now() - interval '${DAYS} days'`);
  const tenants = [demo.tenants.atlas, demo.tenants.horizon];
  await insertEntries(
    db,
    sql`
    select e.tenant_id, e.user_id,
      -- the actions orders/workflow.ts writes (its STAMP: a status of its own, else 'status')
      case when e.kind = 'created' then 'create' when e.to_status in ('shipped', 'delivered', 'returned', 'cancelled') then e.to_status else 'status' end,
      'Order', e.order_id::text,
      case when e.kind = 'created' then null else jsonb_build_object('status', e.from_status) end,
      case when e.kind = 'created' then jsonb_build_object('number', o.number, 'total', ${sql.raw(units('o.total_minor'))})
        else jsonb_build_object('status', e.to_status) end,
      e.created_at
    from order_events e join orders o on o.id = e.order_id
    where e.tenant_id = ${demo.tenants.atlas} and e.kind in ('created', 'status') and e.created_at > ${since}`,
  );
  await insertEntries(
    db,
    sql`
    select p.tenant_id, p.created_by, 'create', 'Purchase', p.id::text, null,
      jsonb_build_object('number', p.number, 'status', 'draft', 'supplier', s.name, 'total', ${sql.raw(units('p.total_minor'))}), p.created_at
    from purchase_orders p join suppliers s on s.id = p.supplier_id
    where p.tenant_id = ${demo.tenants.atlas} and p.created_at > ${since}`,
  );
  await insertEntries(
    db,
    sql`
    select p.tenant_id, p.created_by, 'create', 'Payment', p.id::text, null,
      jsonb_build_object('kind', p.kind, 'amount', ${sql.raw(units('p.amount_minor'))}, 'currency', p.currency, 'paidOn', p.paid_on,
        'reference', p.reference, 'counterparty', p.counterparty, 'note', p.note, 'voided', p.voided_at is not null),
      -- in the morning of the day paid, never after the seed ran
      least(p.paid_on::timestamptz + interval '10 hours', now())
    from payments p
    where p.tenant_id = ${demo.tenants.atlas} and p.paid_on > (${since})::date`,
  );
  // The agency's leads, created and moved along the pipeline (read from their timelines, as
  // agency/lead-service.ts writes them), and the tasks its staff completed.
  await insertEntries(
    db,
    sql`
    select a.tenant_id, a.user_id,
      case when a.kind = 'created' then 'create' else 'status' end,
      'Lead', a.lead_id::text,
      case when a.kind = 'created' then null else jsonb_build_object('status', a.from_status) end,
      case when a.kind = 'created' then jsonb_build_object('number', l.number, 'fullName', l.full_name)
        when a.to_status = 'lost' then jsonb_build_object('status', a.to_status, 'reason', a.body)
        else jsonb_build_object('status', a.to_status) end,
      a.created_at
    from agency_lead_activities a join agency_leads l on l.id = a.lead_id
    where a.tenant_id = ${demo.tenants.horizon} and a.kind in ('created', 'status_change') and a.created_at > ${since}`,
  );
  await insertEntries(
    db,
    sql`
    select t.tenant_id, t.assignee_id, 'complete', 'Task', t.id::text,
      jsonb_build_object('status', 'open'), jsonb_build_object('status', 'done'), t.done_at
    from agency_tasks t
    where t.tenant_id = ${demo.tenants.horizon} and t.status = 'done' and t.done_at > ${since} and t.done_at <= now()`,
  );
  // Each tenant's staff, invited by its admin when they joined.
  await insertEntries(
    db,
    sql`
    select u.tenant_id, a.id, 'invite', 'User', u.id::text, null,
      jsonb_build_object('email', u.email, 'fullName', u.full_name, 'role', u.role, 'status', 'invited'),
      u.created_at
    from users u
    join lateral (select id from users x where x.tenant_id = u.tenant_id and x.role = 'admin' order by x.email limit 1) a on true
    where u.tenant_id in (${sql.join(tenants, sql`, `)}) and u.id <> a.id`,
  );
}
