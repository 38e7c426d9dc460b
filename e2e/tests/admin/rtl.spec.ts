import { expect, test } from '@playwright/test';
import { ACCOUNTS, apiSignIn, useSession, type Session } from '../../support/accounts';

const PAGES = [
  ['/users', 'المستخدمون'],
  ['/fulfillment-agents', 'وكلاء التوصيل'],
  ['/roles', 'الأدوار والصلاحيات'],
  ['/access-control', 'صلاحياتي'],
  ['/audit-log', 'سجل التدقيق'],
] as const;

test.describe('admin pages in Arabic', () => {
  let admin: Session;
  test.beforeAll(async ({ request }) => {
    admin = await apiSignIn(request, ACCOUNTS.atlasAdmin);
  });

  for (const [path, title] of [...PAGES, ['/tenants', 'المستأجرون'] as const]) {
    test(`${path} is mirrored`, async ({ page, request }) => {
      // Tenants are the super admin's page.
      const who = path === '/tenants' ? await apiSignIn(request, ACCOUNTS.root) : admin;
      await useSession(page, who, { language: 'ar' });
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1, name: title });
      await expect(heading).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      // The heading starts at the inline start, which is the right in Arabic.
      const box = (await heading.boundingBox())!;
      const width = page.viewportSize()!.width;
      expect(box.x + box.width / 2).toBeGreaterThan(width / 2);
      // The menu's first group sits to the right of its last one.
      const groups = page.getByRole('navigation').first().getByRole('button');
      const count = await groups.count();
      if (count > 1) {
        const first = (await groups.first().boundingBox())!;
        const last = (await groups.nth(count - 1).boundingBox())!;
        expect(first.x).toBeGreaterThan(last.x);
      }
    });
  }
});
