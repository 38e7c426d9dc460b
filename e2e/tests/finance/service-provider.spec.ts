import { expect, test } from '@playwright/test';
import { ACCOUNTS, apiSignIn, bearer, useSession } from '../../support/accounts';

/**
 * Issue 29.8: a cost service names its provider (a supplier) in the catalogue's service form;
 * its charges are owed to that supplier, and a supplier payment to it is allocated to them
 * from the payment's page, where they are listed beside its payables. The form's field in
 * en, fr and ar (Arabic right to left).
 */
const FIELD = {
  fr: { add: 'Ajouter un service', provider: 'Prestataire (facturé par)' },
  ar: { add: 'إضافة خدمة', provider: 'مقدّم الخدمة (يفوترها)' },
} as const;

test('a service billed by a supplier: named in the form, its charge paid by a supplier payment', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await apiSignIn(request, ACCOUNTS.atlasAdmin);
  const headers = bearer(admin);
  const get = async <T>(url: string) => (await (await request.get(url, { headers })).json()) as T;
  const post = async <T>(url: string, data: object) => {
    const res = await request.post(url, { headers, data });
    expect(res.status(), await res.text()).toBeLessThan(300);
    return (await res.json()) as T;
  };
  const provider = (
    await get<{ items: { id: string; name: string }[] }>('/api/suppliers?pageSize=100')
  ).items.find((s) => s.name === 'Maroc Emballages')!;
  const store = (await get<{ items: { id: string; name: string }[] }>('/api/stores')).items.find(
    (s) => s.name === 'Atlas Casablanca',
  )!;
  const name = `E2E packer ${Date.now() % 1_000_000}`;

  // The catalogue's service form: a cost service, its provider picked by typing.
  await useSession(page, admin, { language: 'en' });
  await page.goto('/services');
  await page.getByRole('button', { name: 'Add service' }).click({ timeout: 20_000 });
  const form = page.getByRole('dialog', { name: 'New service' });
  await form.getByRole('textbox', { name: /Name/ }).fill(name);
  await form.getByRole('textbox', { name: /Price/ }).fill('4');
  await form.getByRole('combobox', { name: /Currency/ }).selectOption('MAD');
  await form.getByRole('combobox', { name: /Store/ }).selectOption({ label: store.name });
  const picker = form.getByRole('combobox', { name: 'Provider (billed by)' });
  await picker.click();
  await picker.fill('Maroc');
  await form.getByRole('option', { name: provider.name, exact: true }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden({ timeout: 20_000 });
  const saved = (
    await get<{ items: { id: string; name: string; providerId: string | null }[] }>(
      `/api/services?search=${encodeURIComponent(name)}`,
    )
  ).items;
  expect(saved.map((s) => s.providerId)).toEqual([provider.id]);
  // The services list names who bills it.
  await page.getByRole('searchbox').fill(name);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText(provider.name);

  // An order of that store ships: packing is charged, owed to the provider.
  const agent = (
    await get<{ items: { id: string; name: string }[] }>('/api/fulfillment-agents?pageSize=100')
  ).items.find((a) => a.name === 'Amana Express')!;
  const product = (
    await get<{ items: { id: string; onHand: number; reserved: number }[] }>(
      `/api/products?pageSize=50&storeId=${store.id}&sort=-onHand`,
    )
  ).items.find((p) => p.onHand - p.reserved >= 1)!;
  const order = await post<{ id: string; number: string }>('/api/orders', {
    storeId: store.id,
    paymentMethod: 'cod',
    agentId: agent.id,
    customer: {
      name: 'Houda Tazi',
      phone: '+212 600-123987',
      city: 'Casablanca',
      address: '12 boulevard Zerktouni',
    },
    lines: [{ productId: product.id, quantity: 1 }],
  });
  for (const status of ['confirmed', 'packed', 'shipped'])
    await post(`/api/orders/${order.id}/status`, { status });
  const payment = await post<{ id: string }>('/api/payments', {
    kind: 'supplier_payment',
    storeId: store.id,
    supplierId: provider.id,
    paidOn: new Date().toISOString().slice(0, 10),
    amount: '4',
    reference: `E2E-PRV-${Date.now() % 1_000_000}`,
    method: 'bank_transfer',
  });

  // The payment's page: the supplier's statement lists the charge with its due date (its day
  // plus the provider's payment terms, 45 days for Maroc Emballages), as payables show theirs.
  const label = `${name} · ${order.number}`;
  const charge = (
    await get<{ serviceCharges: { orderNumber: string | null; day: string; dueDate: string }[] }>(
      `/api/suppliers/${provider.id}/statement`,
    )
  ).serviceCharges.find((c) => c.orderNumber === order.number)!;
  const plusDays = (day: string, n: number) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  expect(charge.dueDate).toBe(plusDays(charge.day, 45));
  const due = new Date(`${charge.dueDate}T00:00:00Z`);
  const shown = `${String(due.getUTCDate()).padStart(2, '0')} ${new Intl.DateTimeFormat('en', { month: 'short', timeZone: 'UTC' }).format(due)}, ${due.getUTCFullYear()}`;
  await page.goto(`/payment/${payment.id}`);
  const charges = page.getByRole('table', { name: 'Service charges still open' });
  await expect(charges.getByRole('columnheader', { name: 'Due', exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await expect(charges.getByRole('row').filter({ hasText: order.number })).toContainText(shown);
  await page.getByRole('button', { name: 'Allocate', exact: true }).click({ timeout: 20_000 });
  const allocate = page.getByRole('dialog', { name: /^Allocate PAY-/ });
  const row = allocate.getByRole('row').filter({ hasText: label });
  await expect(row).toContainText('Service charge', { timeout: 20_000 });
  await expect(allocate.getByLabel(`Amount to allocate to ${label}`)).toHaveValue('4.00');
  await row.locator('[data-part="control"]').click();
  await allocate.getByRole('button', { name: 'Allocate', exact: true }).click();
  await expect(allocate).toBeHidden();
  await expect(
    page.getByRole('table', { name: 'Allocations' }).getByText(`Service charge: ${label}`),
  ).toBeVisible();
  const statement = await get<{ serviceCharges: { orderNumber: string | null }[] }>(
    `/api/suppliers/${provider.id}/statement`,
  );
  expect(statement.serviceCharges.map((c) => c.orderNumber)).not.toContain(order.number);

  // The form's field in French and Arabic.
  for (const lng of ['fr', 'ar'] as const) {
    const tab = await context.newPage();
    await useSession(tab, admin, { language: lng });
    await tab.goto('/services');
    await tab.getByRole('button', { name: FIELD[lng].add }).click({ timeout: 20_000 });
    await expect(tab.getByRole('combobox', { name: FIELD[lng].provider })).toBeVisible();
    if (lng === 'ar') await expect(tab.locator('html')).toHaveAttribute('dir', 'rtl');
    await tab.close();
  }
  await request.patch('/api/auth/me', { headers, data: { language: 'en' } });
});
