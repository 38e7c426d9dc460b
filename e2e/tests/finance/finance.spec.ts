import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ACCOUNTS, apiSignIn, bearer, useSession, type Session } from '../../support/accounts';

interface Statement {
  agentName: string;
  currencies: { currency: string; balance: string }[];
  unsettled: { orderId: string; number: string; currency: string; open: string }[];
}

const cents = (amount: string) => Math.round(Number(amount) * 100);

/** An agent of Atlas with at least two delivered COD orders in MAD not yet settled, and its statement. */
async function agentOwing(request: APIRequestContext, admin: Session) {
  const headers = bearer(admin);
  const agents = (await (
    await request.get('/api/fulfillment-agents?pageSize=100', { headers })
  ).json()) as { items: { id: string; name: string }[] };
  for (const agent of agents.items) {
    const statement = (await (
      await request.get(`/api/fulfillment-agents/${agent.id}/statement`, { headers })
    ).json()) as Statement;
    const open = statement.unsettled.filter((o) => o.currency === 'MAD' && cents(o.open) > 0);
    if (open.length >= 2) return { agent, statement, orders: open.slice(0, 2) };
  }
  throw new Error('no agent of Atlas has two unsettled MAD COD orders');
}

const money = (page: Page, cents: number, lng = 'en') =>
  page.evaluate(
    ([v, l]) =>
      new Intl.NumberFormat(l as string, {
        style: 'currency',
        currency: 'MAD',
        currencyDisplay: 'code',
      }).format((v as number) / 100),
    [cents, lng] as const,
  );

test.describe.serial('finance', () => {
  test.afterEach(async ({ request }) => {
    // The language switch is saved to the profile: put the demo admin back to English for the other suites.
    const session = await apiSignIn(request, ACCOUNTS.atlasAdmin);
    await request.patch('/api/auth/me', { headers: bearer(session), data: { language: 'en' } });
  });

  test('an admin records a COD remittance, allocates it to delivered orders, and sees the agent’s balance and the P&L', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const admin = await apiSignIn(request, ACCOUNTS.atlasAdmin);
    const { agent, statement, orders } = await agentOwing(request, admin);
    const amount = orders.reduce((sum, o) => sum + cents(o.open), 0);
    const before = cents(statement.currencies.find((c) => c.currency === 'MAD')!.balance);
    await useSession(page, admin, { language: 'en' });

    // The agent's statement on the payments page: what it still owes.
    await page.goto(`/payment?tab=agents&agent=${agent.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(
      page.getByRole('heading', { level: 2, name: `Statement of ${agent.name}` }),
    ).toBeVisible();
    await expect(page.getByTestId('agent-balance')).toHaveText(await money(page, before));

    // Record the remittance: the kind decides that an agent is asked for.
    await page.getByRole('button', { name: 'Record payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record a payment' });
    await dialog
      .getByRole('combobox', { name: 'Kind' })
      .selectOption({ label: 'Supplier payment' });
    await expect(dialog.getByRole('combobox', { name: 'Supplier', exact: true })).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Fulfillment agent' })).toBeHidden();
    await dialog.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'COD remittance' });
    // The agent picker searches on the server: type the name, take the match.
    const agentPicker = dialog.getByRole('combobox', { name: 'Fulfillment agent' });
    await agentPicker.click();
    await agentPicker.fill(agent.name);
    await dialog.getByRole('option', { name: agent.name, exact: true }).click();
    await dialog
      .getByRole('combobox', { name: 'Store' })
      .selectOption({ label: 'Atlas Casablanca (MAD)' });
    const reference = `E2E-REM-${Date.now() % 1_000_000}`;
    await dialog.getByLabel('Reference').fill(reference);
    // A refused amount keeps what was typed.
    await dialog.getByLabel('Amount (MAD)').fill('12.345');
    await dialog.getByRole('button', { name: 'Record', exact: true }).click();
    await expect(dialog.getByText('An amount above zero, such as 1250.50.')).toBeVisible();
    await expect(dialog.getByLabel('Reference')).toHaveValue(reference);
    await dialog.getByLabel('Amount (MAD)').fill((amount / 100).toFixed(2));
    await dialog.getByRole('button', { name: 'Record', exact: true }).click();

    await expect(page.getByRole('heading', { level: 1, name: /Payment PAY-\d{6}/ })).toBeVisible({
      timeout: 20_000,
    });
    const paymentId = page.url().split('/payment/')[1]!.split(/[?#]/)[0]!;
    await expect(page.getByTestId('payment-unallocated')).toHaveText(await money(page, amount));
    // The statement under it: the agent now owes the remittance less.
    await expect(page.getByTestId('agent-balance')).toHaveText(await money(page, before - amount));

    // Allocate it to the two delivered orders, each prefilled with what is open on it.
    await page.getByRole('button', { name: 'Allocate', exact: true }).click();
    const allocate = page.getByRole('dialog', { name: /^Allocate PAY-/ });
    await expect(allocate.getByTestId('allocate-remaining')).toHaveText(
      `Left to allocate: ${await money(page, amount)}`,
    );
    for (const o of orders) {
      await expect(allocate.getByLabel(`Amount to allocate to ${o.number}`)).toHaveValue(o.open);
      // Click the box a user sees (Chakra's input is visually hidden, maybe outside the scrolled dialog).
      const box = allocate.getByRole('checkbox', { name: `Allocate to ${o.number}` });
      await allocate
        .getByRole('row')
        .filter({ hasText: o.number })
        .locator('[data-part="control"]')
        .click();
      await expect(box).toBeChecked();
    }
    await expect(allocate.getByTestId('allocate-remaining')).toHaveText(
      `Left to allocate: ${await money(page, 0)}`,
    );
    await allocate.getByRole('button', { name: 'Allocate', exact: true }).click();
    await expect(allocate).toBeHidden();

    const allocations = page.getByRole('table', { name: 'Allocations' });
    for (const o of orders)
      await expect(allocations.getByRole('row', { name: new RegExp(o.number) })).toBeVisible();
    await expect(page.getByTestId('payment-unallocated')).toHaveText(await money(page, 0));
    await expect(
      page
        .getByRole('table', { name: 'Delivered orders not yet settled' })
        .getByRole('link', { name: orders[0]!.number, exact: true }),
    ).toBeHidden();

    const stored = (await (
      await request.get(`/api/payments/${paymentId}`, { headers: bearer(admin) })
    ).json()) as {
      allocated: string;
      allocations: { orderId: string; amount: string }[];
    };
    expect(cents(stored.allocated)).toBe(amount);
    expect(stored.allocations.map((a) => a.orderId).sort()).toEqual(
      orders.map((o) => o.orderId).sort(),
    );

    // Profit and loss of this month: figures per currency, revenue opened on its orders.
    await page.goto('/profit-loss');
    await expect(page.getByRole('heading', { level: 1, name: 'Profit & loss' })).toBeVisible();
    const mad = page.getByRole('region', { name: 'Statement in MAD' });
    const revenue = mad.getByTestId('pl-revenue');
    await expect(revenue).toHaveText(/MAD\s[\d,]+\.\d{2}/);
    await expect(mad.getByTestId('pl-netProfit')).toHaveText(/MAD\s/);
    const figure = (await revenue.textContent())!.trim();
    await mad.getByRole('button', { name: 'Revenue in MAD: see the records' }).click();
    const drawer = page.getByRole('dialog', { name: 'Revenue (MAD)' });
    await expect(drawer.getByTestId('drilldown-total')).toHaveText(figure);
    await expect(drawer.getByTestId('drilldown-line').first()).toBeVisible();
    await drawer.getByRole('button', { name: 'Close' }).click();
    // The catalogue's cost services (packing, COD fee, return handling, storage): a line of its own, drilled into its charges.
    const services = (await mad.getByTestId('pl-services').textContent())!.trim();
    await expect(mad.getByTestId('pl-services')).toHaveText(/MAD\s[\d,]+\.\d{2}/);
    await mad.getByRole('button', { name: 'Services in MAD: see the records' }).click();
    const charges = page.getByRole('dialog', { name: 'Services (MAD)' });
    await expect(charges.getByTestId('drilldown-total')).toHaveText(services);
    await expect(charges.getByTestId('drilldown-line').first()).toBeVisible();
  });

  test('the reports chart mirrors when the language turns to Arabic', async ({ page, request }) => {
    const admin = await apiSignIn(request, ACCOUNTS.atlasAdmin);
    await useSession(page, admin, { language: 'en' });
    await page.goto('/reports');
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible({
      timeout: 20_000,
    });
    const chart = page.getByTestId('report-chart');
    await expect(chart).toHaveAttribute('data-mirrored', 'false');
    await expect(chart.locator('.recharts-line').first()).toBeVisible();
    await expect(page.getByRole('table', { name: 'Sales report' })).toBeVisible();

    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitemradio', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'التقارير' })).toBeVisible();
    await expect(chart).toHaveAttribute('data-mirrored', 'true');

    // Another report (bars), still mirrored, its tab in Arabic.
    await page.getByRole('tab', { name: 'المندوبون' }).click();
    await expect(page).toHaveURL(/kind=agents/);
    await expect(chart).toHaveAttribute('data-chart', 'bar');
    await expect(chart).toHaveAttribute('data-mirrored', 'true');
    await expect(page.getByRole('table', { name: 'تقرير المندوبون' })).toBeVisible();
  });
});

test('a courier’s remittance file: a row over what is open blocks it until skipped, then the orders are settled', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await apiSignIn(request, ACCOUNTS.atlasAdmin);
  const { agent, orders } = await agentOwing(request, admin);
  const [first, second] = orders as [
    Statement['unsettled'][number],
    Statement['unsettled'][number],
  ];
  const reference = `BRD-E2E-${Date.now() % 1_000_000}`;
  // As couriers send it: French headers, semicolons, decimal commas; the second row asks too much.
  const csv = [
    'N° commande;Montant net;Bordereau;Date du virement',
    `${first.number};${first.open.replace('.', ',')};${reference};24/11/2026`,
    `${second.number};${(Number(second.open) + 100).toFixed(2).replace('.', ',')};${reference};24/11/2026`,
  ].join('\n');
  await useSession(page, admin, { language: 'en' });
  await page.goto('/payment');
  await page.getByRole('button', { name: 'Import a remittance file' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Courier remittance file' }),
  ).toBeVisible({ timeout: 20_000 });
  await page
    .getByLabel('File to import')
    .setInputFiles({ name: 'bordereau.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Upload and check' }).click();
  const mapping = page.getByRole('button', { name: 'Check the rows' });
  if (await mapping.isVisible({ timeout: 5_000 }).catch(() => false)) await mapping.click();

  const errors = page.getByRole('table', { name: 'Rows in error' });
  await expect(errors.getByRole('row').nth(1)).toContainText(`is open on order ${second.number}`);
  const submit = page.getByRole('button', { name: /Import 1 row\b/ });
  await expect(submit).toBeDisabled();
  await page.getByText('Skip the row in error').click();
  await submit.click();
  await expect(page.getByRole('status').filter({ hasText: 'Import finished' })).toBeVisible({
    timeout: 20_000,
  });

  // Stored: one remittance of the courier, allocated to the first order only.
  const list = await (
    await request.get(`/api/payments?q=${reference}`, { headers: bearer(admin) })
  ).json();
  expect(list.items).toMatchObject([
    {
      kind: 'cod_remittance',
      counterparty: agent.name,
      amount: first.open,
      allocated: first.open,
      paidOn: '2026-11-24',
    },
  ]);
  await page.goto(`/payment/${list.items[0].id}`);
  const allocations = page.getByRole('table', { name: 'Allocations' });
  await expect(allocations.getByRole('row').filter({ hasText: first.number })).toBeVisible({
    timeout: 20_000,
  });
  await expect(allocations.getByRole('row').filter({ hasText: second.number })).toHaveCount(0);
});
