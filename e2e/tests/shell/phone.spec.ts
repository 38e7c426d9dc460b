import { expect, test, type Locator, type Page } from '@playwright/test';
import { signedIn } from './helpers';

/**
 * Issue B7: on a phone (390 x 844) a list shows its key columns (the record, its status) and
 * the row actions without sideways scrolling, and the store switcher can be reached.
 */
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

/** The element lies inside the phone's width (polled: the menu drawer slides in). */
async function expectInView(locator: Locator) {
  await expect(locator).toBeVisible();
  await expect
    .poll(async () => {
      const box = (await locator.boundingBox())!;
      return box.x >= 0 && box.x + box.width <= PHONE.width;
    })
    .toBe(true);
}

/** Neither the table's scroll container nor the page scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, table: Locator) {
  const [scrollWidth, clientWidth] = await table.evaluate((t) => [
    t.parentElement!.scrollWidth,
    t.parentElement!.clientWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
}

test('the users list keeps role, status and the row actions in view', async ({ page, request }) => {
  await signedIn(page, request, 'atlasAdmin', { language: 'en' });
  await page.goto('/users');
  const table = page.getByRole('table', { name: 'Users' });
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^Actions for / }) })
    .first();
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expectInView(table.getByRole('columnheader', { name: 'Role' }));
  await expectInView(table.getByRole('columnheader', { name: 'Status' }));
  // The columns that are not key are hidden below md, not squeezed.
  await expect(table.getByRole('columnheader', { name: 'E-mail' })).toBeHidden();
  const cells = row.getByRole('cell');
  await expect(cells).toHaveCount(4); // name, role, status, actions
  await expectInView(cells.nth(1));
  await expectInView(cells.nth(2));
  await expectInView(row.getByRole('button', { name: /^Actions for / }));
  await expectNoSidewaysScroll(page, table);
});

test('the orders list keeps the status and the selection in view, and the store switcher is in the menu', async ({
  page,
  request,
}) => {
  await signedIn(page, request, 'atlasAdmin', { language: 'en' });
  await page.goto('/orders');
  const table = page.getByRole('table', { name: 'Orders' });
  const row = table
    .locator('tbody tr')
    .filter({ has: page.getByRole('link', { name: /^ATL-/ }) })
    .first();
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expectInView(table.getByRole('columnheader', { name: 'Status' }));
  await expectInView(table.getByRole('columnheader', { name: 'Total' }));
  await expectInView(row.getByRole('checkbox', { name: /^Select order / }));
  await expectInView(row.getByRole('link', { name: /^ATL-/ }));
  await expectInView(row.getByRole('cell').last()); // the status
  await expectNoSidewaysScroll(page, table);

  // The navbar fits the phone: its last button (the account menu) is in view.
  await expectInView(page.getByRole('banner').getByRole('button').last());
  // The navbar has no room for the store switcher on a phone: it is the menu drawer's first control.
  await page.getByRole('button', { name: 'Open the menu' }).click();
  const store = page.getByRole('dialog').getByRole('combobox', { name: 'Store' });
  await expectInView(store);
  await store.selectOption({ label: 'Atlas Casablanca' });
  await expect(store).not.toHaveValue('');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('store_id'))).toBeTruthy();
});
