import { expect, test } from '@playwright/test';
import { ACCOUNTS, apiSignIn, bearer, useSession } from '../../support/accounts';

/**
 * The collection desk finds any purchase awaiting goods by typing its number (the server
 * searches every open purchase), not only the first hundred of a select.
 */
test('the collection desk finds an open purchase by typing its number', async ({
  page,
  request,
}) => {
  const admin = await apiSignIn(request, ACCOUNTS.atlasAdmin);
  const open = (await (
    await request.get('/api/purchase-orders?status=open&pageSize=50&sort=-expectedDate', {
      headers: bearer(admin),
    })
  ).json()) as { total: number; items: { id: string; number: string; supplierName: string }[] };
  expect(open.total).toBeGreaterThan(0);
  // The one expected last: the picker lists the soonest first, so this one is found by typing.
  const target = open.items[0]!;

  await useSession(page, admin, { language: 'en' });
  await page.goto('/purchase/collection');
  const picker = page.getByRole('combobox', { name: 'Purchase order to receive', exact: true });
  await picker.click();
  await picker.fill(target.number);
  await page.getByRole('option', { name: new RegExp(target.number) }).click();
  await expect(page).toHaveURL(new RegExp(`purchase=${target.id}`));
  await expect(page.getByRole('button', { name: 'Receive', exact: true })).toBeVisible({
    timeout: 20_000,
  });
});
