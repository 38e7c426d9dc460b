import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { bearer, type Session } from '../../support/accounts';

/** The latest mailed link to `email` (GET /api/dev/outbox, super admin, non-production). */
export async function mailedLink(
  request: APIRequestContext,
  root: Session,
  email: string,
): Promise<string> {
  const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`, {
    headers: bearer(root),
  });
  expect(res.ok(), `outbox: ${res.status()}`).toBeTruthy();
  const { items } = (await res.json()) as { items: { text: string }[] };
  const match = items[0]?.text.match(/\/pages\/authentication\/reset-password\/[\w-]+/);
  if (!match) throw new Error(`no link mailed to ${email}`);
  return match[0];
}

/** The page's h1 is drawn in the shell theme's brand.fg colour (a token the remote cannot define). */
export async function expectBrandHeading(page: Page, name: string | RegExp) {
  const heading = page.getByRole('heading', { level: 1, name });
  // The first visit of a fresh server also loads the remote's contract: allow it time.
  await expect(heading).toBeVisible({ timeout: 20_000 });
  const [color, brand] = await heading.evaluate((h) => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--chakra-colors-brand-fg)';
    document.body.append(probe);
    const colors = [getComputedStyle(h).color, getComputedStyle(probe).color];
    probe.remove();
    return colors;
  });
  expect(brand).not.toBe('');
  expect(color).toBe(brand);
  expect(color).not.toBe(await page.evaluate(() => getComputedStyle(document.body).color));
}
