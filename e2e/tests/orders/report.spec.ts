import { expect, test } from '@playwright/test';
import { ACCOUNTS, apiSignIn, bearer, useSession } from '../../support/accounts';

/**
 * Issue 11.5 and 9.3(d): the orders report counts what the list counts, by status, in
 * English and in Arabic. The e2e server answers every report run with 202 (REPORT_WAIT_MS=0
 * in playwright.config.ts), so the page gets its figures by polling the job.
 */
const TEXT = {
  en: {
    title: 'Orders report',
    byStatus: 'By status',
    delivered: 'Delivered',
    from: 'From',
    pick: 'Choose a date',
  },
  ar: {
    title: 'تقرير الطلبات',
    byStatus: 'حسب الحالة',
    delivered: 'مُسلَّم',
    from: 'من',
    pick: 'اختر تاريخًا',
  },
} as const;
const day = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

for (const lng of ['en', 'ar'] as const) {
  test(`the orders report shows the counts of the list's filters, polled from its job (${lng})`, async ({
    page,
    request,
  }) => {
    const T = TEXT[lng];
    const admin = await apiSignIn(request, ACCOUNTS.atlasAdmin);
    await useSession(page, admin, { language: lng });
    const period = `from=${day(180)}&to=${day(0)}`;
    const counts = (await (
      await request.get(`/api/orders/counts?${period}`, { headers: bearer(admin) })
    ).json()) as { all: number; counts: { delivered: number } };
    expect(counts.counts.delivered).toBeGreaterThan(0);
    const runs: number[] = [];
    page.on(
      'response',
      (r) => r.url().includes('/api/orders/report/runs') && runs.push(r.status()),
    );
    const shown = (n: number) => new Intl.NumberFormat(lng).format(n);

    await page.goto(`/orders/report?${period}`);
    await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible({
      timeout: 20_000,
    });
    if (lng === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('report-count')).toHaveText(shown(counts.all), {
      timeout: 20_000,
    });
    // The calendar button sits in the day field's padding, at the page's inline end: never on the typed day.
    const field = page.getByRole('textbox', { name: T.from, exact: true });
    const [box, button] = [
      (await field.boundingBox())!,
      (await page.getByRole('button', { name: T.pick }).first().boundingBox())!,
    ];
    const pad = await field.evaluate((e) => ({
      left: parseFloat(getComputedStyle(e).paddingLeft),
      right: parseFloat(getComputedStyle(e).paddingRight),
    }));
    if (lng === 'ar') expect(button.x + button.width).toBeLessThanOrEqual(box.x + pad.left + 1);
    else expect(button.x).toBeGreaterThanOrEqual(box.x + box.width - pad.right - 1);
    const byStatus = page.getByRole('table', { name: T.byStatus }).first();
    await expect(byStatus.getByRole('row', { name: new RegExp(`^${T.delivered}`) })).toBeVisible();

    // Narrowed to one status from the URL, as the list's tab would.
    await page.goto(`/orders/report?${period}&status=delivered`);
    await expect(page.getByTestId('report-count')).toHaveText(shown(counts.counts.delivered), {
      timeout: 20_000,
    });
    expect(runs).toContain(202);
    expect(runs.every((s) => s === 202)).toBe(true);
  });
}
