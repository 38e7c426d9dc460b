import { expect, test } from '@playwright/test';
import { ACCOUNTS, apiSignIn, bearer, useSession } from '../../support/accounts';

/**
 * Issue 34's walk-through (docs/adding-a-feature.md): staff tag an order on its page, the
 * list shows the tags and filters by one, the audit log says it in the orders remote's words.
 */
const TEXT = {
  en: {
    tags: 'Tags',
    newTag: 'New tag',
    add: 'Add tag',
    remove: 'Remove the tag fragile',
    filter: 'Tag',
    orders: 'Orders',
    tagged: 'Tagged',
  },
  ar: {
    tags: 'الوسوم',
    newTag: 'وسم جديد',
    add: 'إضافة وسم',
    remove: 'إزالة الوسم fragile',
    filter: 'الوسم',
    orders: 'الطلبات',
    tagged: 'وُسمت',
  },
};

for (const lng of ['en', 'ar'] as const) {
  test(`an order is tagged on its page, found by its tag in the list, in the audit log (${lng})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const T = TEXT[lng];
    const admin = await apiSignIn(request, ACCOUNTS.atlasAdmin);
    const list = await (
      await request.get('/api/orders?status=pending&pageSize=20', { headers: bearer(admin) })
    ).json();
    const order = list.items[lng === 'en' ? 0 : 1] as { id: string; number: string };
    // A word of this run only, so the filter finds this order alone.
    const word = `${lng}-${Date.now().toString(36)}`;
    await request.put(`/api/orders/${order.id}/tags`, {
      headers: bearer(admin),
      data: { tags: [] },
    });
    await useSession(page, admin, { language: lng });

    await page.goto(`/orders/${order.id}`);
    const tags = page.getByRole('list', { name: T.tags });
    for (const tag of [word, 'fragile', 'هدية']) {
      await page.getByRole('textbox', { name: T.newTag }).fill(tag);
      await page.getByRole('button', { name: T.add }).click();
      await expect(tags.getByRole('listitem').filter({ hasText: tag })).toBeVisible();
    }
    await page.getByRole('button', { name: T.remove }).click();
    await expect(tags.getByRole('listitem')).toHaveCount(2);
    await expect(tags).not.toContainText('fragile');

    // The list filtered by the tag: this order alone, its tags beside the customer.
    await page.goto(`/orders?tag=${encodeURIComponent(word)}`);
    await expect(page.getByRole('combobox', { name: T.filter, exact: true })).toHaveValue(word);
    const table = page.getByRole('table', { name: T.orders });
    await expect(table.getByRole('link', { name: order.number })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row').nth(1)).toContainText('هدية');

    // The audit log names the action and the field in the orders remote's words.
    await page.goto('/audit-log?recordType=Order');
    const row = page
      .getByRole('row')
      .filter({ has: page.locator(`a[href$="/orders/${order.id}"]`) })
      .filter({ hasText: T.tagged })
      .first();
    await expect(row).toContainText(word);
    await expect(row).toContainText(T.tags);
    await expect(row).not.toContainText('tags');
  });
}
