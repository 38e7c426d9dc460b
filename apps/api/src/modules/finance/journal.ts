import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../kernel/db/client';
import { journalEntries, journalLines } from './tables';

/**
 * The double-entry journal (issue 29): money as posted facts, not recomputed from other
 * modules' current rows. Accounts per kind and counterparty; an entry's lines sum to zero
 * (checked here and again at commit by a constraint trigger); entries are never changed
 * (trigger): a correction is a reversing entry. docs/finance.md "The journal".
 */
export type AccountKind =
  /** What a courier owes: COD collected less its fees, less what it remitted. */
  | 'courier_receivable'
  /** What a marketplace (a store's platform) owes for prepaid orders. */
  | 'marketplace_receivable'
  /** What the seller owes a supplier (goods) or another party (freight, customs); credit balance. */
  | 'supplier_payable'
  /** Stock at the cost it entered at. */
  | 'inventory'
  /** Stock shipped and not yet delivered or back, at the cost it left at: cost of goods when delivered. */
  | 'goods_in_transit'
  /**
   * Memorandum pair: the value of returned orders (debit, by product and the order's own
   * part) against `returns_memo` (credit). No money moved; the P&L shows it to size the loss.
   */
  | 'returns'
  | 'returns_memo'
  | 'revenue'
  | 'cost_of_goods'
  /** Couriers' delivery and return fees. */
  | 'fees'
  | 'write_offs'
  /** The catalogue's cost services (packing, COD fee, storage, return handling). */
  | 'services'
  /** What the seller owes for cost services naming no provider (with one, its supplier_payable): credit balance. */
  | 'accrued_services'
  | 'expenses'
  | 'other_income'
  /** Money given back to buyers (refunds, credit notes, COD deductions): a reduction of revenue. */
  | 'refunds'
  /** What customers may still spend from their credit notes (a liability: credit balance). */
  | 'customer_credit'
  /**
   * Tax on sales owed to the tax office (issue 31.3): credited at delivery, debited back by
   * refunds in proportion; a liability (credit balance). Each line carries its rate.
   */
  | 'tax_payable'
  /** The store's bank or cash. */
  | 'cash';

export interface JournalLineInput {
  account: AccountKind;
  counterpartyId?: string | null;
  amountMinor: number;
  storeId?: string | null;
  orderId?: string | null;
  productId?: string | null;
  /** A tax line's rate (basis points). */
  rateBp?: number | null;
}

export interface JournalEntryInput {
  tenantId: string;
  /** The UTC day the fact belongs to (P&L period). */
  day: string;
  kind: string;
  source: string;
  currency: string;
  orderId?: string | null;
  paymentId?: string | null;
  reversesId?: string | null;
  memo?: string;
  /**
   * One shipment of an order delivered alone (docs/returns.md): the P&L counts the order at
   * the entry that completes it, not at each part (migration 0215).
   */
  partOfOrder?: boolean;
  /** A charge owed to a cost service's provider: when it is due (migration 0255). */
  dueOn?: string | null;
  lines: JournalLineInput[];
}

const NIL = '00000000-0000-0000-0000-000000000000';

/** The account's id, created on first use (concurrent first uses agree through the unique index). */
async function accountId(
  tx: Tx,
  tenantId: string,
  kind: AccountKind,
  counterpartyId: string | null,
  currency: string,
): Promise<string> {
  const inserted = await tx.execute<{ id: string }>(sql`
    insert into ledger_accounts (tenant_id, kind, counterparty_id, currency) values (${tenantId}, ${kind}, ${counterpartyId}, ${currency})
    on conflict (tenant_id, kind, coalesce(counterparty_id, ${NIL}::uuid), currency) do nothing returning id::text`);
  if (inserted.rows[0]) return inserted.rows[0].id;
  const found = await tx.execute<{ id: string }>(sql`
    select id::text from ledger_accounts where tenant_id = ${tenantId} and kind = ${kind}
      and coalesce(counterparty_id, ${NIL}::uuid) = coalesce(${counterpartyId}::uuid, ${NIL}::uuid) and currency = ${currency}`);
  return found.rows[0]!.id;
}

/**
 * Posts one balanced entry. Posting a source already posted does nothing and returns null
 * (an event applied again, a retried request): each fact is in the journal once.
 */
export async function postEntry(tx: Tx, input: JournalEntryInput): Promise<string | null> {
  const lines = input.lines.filter((l) => l.amountMinor !== 0);
  const total = lines.reduce((sum, l) => sum + l.amountMinor, 0);
  if (!Number.isSafeInteger(total) || total !== 0)
    throw new Error(`journal entry ${input.source} does not balance: ${total}`);
  if (!lines.length) return null;
  const [entry] = await tx
    .insert(journalEntries)
    .values({
      tenantId: input.tenantId,
      day: input.day,
      kind: input.kind,
      source: input.source,
      orderId: input.orderId ?? null,
      paymentId: input.paymentId ?? null,
      reversesId: input.reversesId ?? null,
      memo: input.memo ?? '',
      partOfOrder: input.partOfOrder ?? false,
      dueOn: input.dueOn ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: journalEntries.id });
  if (!entry) return null;
  const values = [];
  for (const l of lines) {
    values.push({
      tenantId: input.tenantId,
      entryId: entry.id,
      accountId: await accountId(
        tx,
        input.tenantId,
        l.account,
        l.counterpartyId ?? null,
        input.currency,
      ),
      amountMinor: l.amountMinor,
      day: input.day,
      storeId: l.storeId ?? null,
      orderId: l.orderId ?? input.orderId ?? null,
      productId: l.productId ?? null,
      rateBp: l.rateBp ?? null,
    });
  }
  await tx.insert(journalLines).values(values);
  return entry.id;
}

/**
 * Posts many balanced entries with a few multi-row inserts (the demo's six months go
 * through the same postings as live use, and its start must stay quick). Entries whose
 * source is already posted are skipped, as `postEntry` does.
 */
export async function postEntries(tx: Tx, inputs: JournalEntryInput[]) {
  const ids = new Map<string, string>();
  const account = async (
    tenantId: string,
    kind: AccountKind,
    counterpartyId: string | null,
    currency: string,
  ) => {
    const key = `${tenantId}|${kind}|${counterpartyId ?? ''}|${currency}`;
    if (!ids.has(key)) ids.set(key, await accountId(tx, tenantId, kind, counterpartyId, currency));
    return ids.get(key)!;
  };
  for (let i = 0; i < inputs.length; i += 500) {
    const batch = inputs
      .slice(i, i + 500)
      .map((input) => ({ input, lines: input.lines.filter((l) => l.amountMinor !== 0) }))
      .filter((b) => b.lines.length);
    for (const { input, lines } of batch) {
      if (lines.reduce((sum, l) => sum + l.amountMinor, 0) !== 0)
        throw new Error(`journal entry ${input.source} does not balance`);
    }
    if (!batch.length) continue;
    const stored = await tx
      .insert(journalEntries)
      .values(
        batch.map(({ input }) => ({
          tenantId: input.tenantId,
          day: input.day,
          kind: input.kind,
          source: input.source,
          orderId: input.orderId ?? null,
          paymentId: input.paymentId ?? null,
          reversesId: input.reversesId ?? null,
          memo: input.memo ?? '',
          partOfOrder: input.partOfOrder ?? false,
          dueOn: input.dueOn ?? null,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: journalEntries.id, source: journalEntries.source });
    const entryOf = new Map(stored.map((e) => [e.source, e.id]));
    const values = [];
    for (const { input, lines } of batch) {
      const entryId = entryOf.get(input.source);
      if (!entryId) continue;
      for (const l of lines) {
        values.push({
          tenantId: input.tenantId,
          entryId,
          accountId: await account(
            input.tenantId,
            l.account,
            l.counterpartyId ?? null,
            input.currency,
          ),
          amountMinor: l.amountMinor,
          day: input.day,
          storeId: l.storeId ?? null,
          orderId: l.orderId ?? input.orderId ?? null,
          productId: l.productId ?? null,
          rateBp: l.rateBp ?? null,
        });
      }
    }
    for (let j = 0; j < values.length; j += 1000)
      await tx.insert(journalLines).values(values.slice(j, j + 1000));
  }
}

/** Reverses every entry posted for `source` (each line negated), dated `day`; what was reversed stays. */
export async function reverseSource(
  tx: Tx,
  tenantId: string,
  source: string,
  reversalSource: string,
  day: string,
) {
  const [entry] = await tx
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.tenantId, tenantId), eq(journalEntries.source, source)));
  if (!entry) return null;
  const lines = await tx.execute<{
    kind: AccountKind;
    counterparty_id: string | null;
    currency: string;
    amount_minor: number;
    store_id: string | null;
    order_id: string | null;
    product_id: string | null;
    rate_bp: number | null;
  }>(sql`
    select a.kind, a.counterparty_id::text, a.currency, l.amount_minor, l.store_id::text, l.order_id::text, l.product_id::text, l.rate_bp
    from journal_lines l join ledger_accounts a on a.id = l.account_id where l.entry_id = ${entry.id}`);
  const first = lines.rows[0];
  if (!first) return null;
  return postEntry(tx, {
    tenantId,
    day,
    kind: 'reversal',
    source: reversalSource,
    currency: first.currency,
    orderId: entry.orderId,
    paymentId: entry.paymentId,
    reversesId: entry.id,
    memo: `Reverses ${entry.kind}`,
    lines: lines.rows.map((l) => ({
      account: l.kind,
      counterpartyId: l.counterparty_id,
      amountMinor: -Number(l.amount_minor),
      storeId: l.store_id,
      orderId: l.order_id,
      productId: l.product_id,
      rateBp: l.rate_bp,
    })),
  });
}

/** Balance of accounts of a kind (per counterparty and currency), optionally up to a day: the sum of their lines. */
export async function balances(
  db: Db | Tx,
  tenantId: string,
  kind: AccountKind,
  opts: { counterpartyId?: string; through?: string } = {},
) {
  const rows = await db.execute<{
    counterparty_id: string | null;
    currency: string;
    balance: number;
  }>(sql`
    select a.counterparty_id::text, a.currency, coalesce(sum(l.amount_minor), 0)::bigint as balance
    from ledger_accounts a left join journal_lines l on l.account_id = a.id ${opts.through ? sql`and l.day <= ${opts.through}` : sql``}
    where a.tenant_id = ${tenantId} and a.kind = ${kind} ${opts.counterpartyId ? sql`and a.counterparty_id = ${opts.counterpartyId}` : sql``}
    group by a.counterparty_id, a.currency order by a.currency`);
  return rows.rows.map((r) => ({
    counterpartyId: r.counterparty_id,
    currency: r.currency,
    balanceMinor: Number(r.balance),
  }));
}

/** Every posted entry balances (what the property test checks after each step): the entries that do not. */
export async function unbalancedEntries(db: Db | Tx, tenantId: string) {
  const rows = await db.execute<{ entry_id: string }>(sql`
    select entry_id::text from journal_lines where tenant_id = ${tenantId} group by entry_id having sum(amount_minor) <> 0`);
  return rows.rows.map((r) => r.entry_id);
}
