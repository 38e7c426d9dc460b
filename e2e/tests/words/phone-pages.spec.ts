import { expect, test } from '@playwright/test';
import { AGENCY_PAGES, SELLER_PAGES, openPage, recordPages, signedInAs } from './pages';

const linesTable = 'Order lines';

/**
 * Issue 37: every page on a phone (390 x 844) fits its width: nothing makes the page scroll
 * sideways (a table may scroll inside its own box; the page never does).
 */
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });
test.describe.configure({ timeout: 240_000 });

const sideways = () => document.documentElement.scrollWidth - document.documentElement.clientWidth;

test('the seller desk: every page and an order detail, no sideways scroll', async ({
  page,
  request,
}) => {
  const session = await signedInAs(page, request, 'atlasAdmin', 'en');
  const wide: string[] = [];
  for (const path of [...SELLER_PAGES, ...(await recordPages(request, session))]) {
    await openPage(page, path);
    const extra = await page.evaluate(sideways);
    if (extra > 0) wide.push(`${path}: ${extra}px too wide`);
  }
  expect(wide).toEqual([]);
});

test('an order detail shows its line totals on a phone, without scrolling the lines table', async ({
  page,
  request,
}) => {
  const session = await signedInAs(page, request, 'atlasAdmin', 'en');
  const [detail] = await recordPages(request, session);
  await openPage(page, detail!);
  const lines = page.getByRole('table', { name: linesTable });
  const total = lines.getByRole('columnheader', { name: 'Line total' });
  await expect(total).toBeVisible();
  const box = (await total.boundingBox())!;
  const frame = (await lines.boundingBox())!;
  // inside the table's visible box, not beyond its scroll edge
  expect(box.x + box.width).toBeLessThanOrEqual(Math.min(PHONE.width, frame.x + frame.width) + 1);
  expect(
    await lines.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth),
  ).toBeLessThanOrEqual(0);
});

test('the agency: every page, no sideways scroll, also in Arabic', async ({ page, request }) => {
  await signedInAs(page, request, 'horizonAdmin', 'ar');
  const wide: string[] = [];
  for (const path of AGENCY_PAGES) {
    await openPage(page, path);
    const extra = await page.evaluate(sideways);
    if (extra > 0) wide.push(`${path}: ${extra}px too wide`);
  }
  expect(wide).toEqual([]);
});

test('the store select stays inside the menu drawer', async ({ page, request }) => {
  await signedInAs(page, request, 'atlasAdmin', 'fr');
  await openPage(page, '/orders');
  await page.getByRole('button', { name: /menu/i }).first().click();
  const store = page.getByRole('dialog').getByRole('combobox').first();
  await expect(store).toBeVisible();
  // Both measured together, each time: the drawer slides in, so an early box of it is not where it rests.
  await expect
    .poll(async () => {
      const drawer = (await page.getByRole('dialog').boundingBox())!;
      const box = (await store.boundingBox())!;
      return (
        box.x >= drawer.x &&
        box.x + box.width <= drawer.x + drawer.width &&
        box.x + box.width <= PHONE.width
      );
    })
    .toBe(true);
});
