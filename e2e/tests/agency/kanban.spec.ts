import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, apiSignIn, bearer, useSession, type Session } from '../../support/accounts';

/**
 * Issue 32, item 9: every stage of the pipeline is reachable at 1280 px (Lost included) and on a
 * phone, by scrolling the board's own region, never the page; a card dragged with the mouse stays
 * visible above the columns while carried and lands in the stage it is dropped on.
 */
const STAGES = ['new', 'contacted', 'qualified', 'applied', 'enrolled', 'lost'] as const;
let admin: Session;
test.beforeAll(async ({ request }) => {
  admin = await apiSignIn(request, ACCOUNTS.horizonAdmin);
});

/** The page itself never scrolls sideways; only the board's region does. */
const pageScrollsSideways = (page: Page) =>
  page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1,
  );

async function everyStageReachable(page: Page) {
  const board = page.getByRole('region', { name: 'Pipeline stages' });
  const width = page.viewportSize()!.width;
  for (const stage of STAGES) {
    const column = page.locator(`[data-stage="${stage}"]`);
    await column.scrollIntoViewIfNeeded();
    const box = (await column.boundingBox())!;
    const region = (await board.boundingBox())!;
    // Its heading is on screen, inside the board's box, not cut off by the window's edge.
    const heading = (await column.getByRole('heading', { level: 2 }).boundingBox())!;
    expect(heading.x, stage).toBeGreaterThanOrEqual(Math.max(0, region.x) - 1);
    expect(heading.x + heading.width, stage).toBeLessThanOrEqual(
      Math.min(width, region.x + region.width) + 1,
    );
    expect(box.width, stage).toBeGreaterThan(150);
  }
  expect(await pageScrollsSideways(page)).toBe(false);
}

test.describe('pipeline at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('every stage reachable, Lost too; a card dragged by mouse stays visible and moves', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const name = `Drag Test ${Date.now() % 1_000_000}`;
    const made = await request.post('/api/leads', {
      headers: bearer(admin),
      data: { fullName: name, email: `drag.${Date.now()}@example.com`, language: 'en' },
    });
    expect(made.status()).toBe(201);
    const lead = await made.json();

    await useSession(page, admin, { language: 'en' });
    await page.goto(`/leads/board?search=${encodeURIComponent(name)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Lead pipeline' })).toBeVisible({
      timeout: 20_000,
    });
    await everyStageReachable(page);

    const card = page.locator(`[data-lead="${lead.id}"]`);
    await card.scrollIntoViewIfNeeded();
    await expect(card).toBeVisible();
    const from = (await card.boundingBox())!;
    const target = page.locator('[data-stage="contacted"]');
    await target.scrollIntoViewIfNeeded();
    const to = (await target.boundingBox())!;

    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    // Past the 6 px activation distance, then across to the next stage in steps.
    await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2 + 5, { steps: 4 });
    const overTarget = { x: to.x + to.width / 2, y: Math.min(to.y + 120, to.y + to.height / 2) };
    await page.mouse.move(overTarget.x, overTarget.y, { steps: 12 });
    // The carried copy is drawn above every column: on screen, and what the pointer is over.
    const overlay = page.locator(`[data-drag-overlay="${lead.id}"]`);
    await expect(overlay).toBeVisible();
    const carried = (await overlay.boundingBox())!;
    expect(carried.width).toBeGreaterThan(100);
    const topmost = await page.evaluate(
      ([x, y, id]) =>
        !!document
          .elementFromPoint(x as number, y as number)
          ?.closest(`[data-drag-overlay="${id}"]`),
      [carried.x + carried.width / 2, carried.y + carried.height / 2, lead.id] as const,
    );
    expect(topmost).toBe(true);
    // The original stays in its column as a placeholder while carried.
    await expect(
      page.locator('[data-stage="new"]').locator(`[data-lead="${lead.id}"]`),
    ).toBeVisible();
    await page.mouse.up();

    await expect(overlay).toHaveCount(0);
    await expect(target.locator(`[data-lead="${lead.id}"]`)).toBeVisible({ timeout: 15_000 });
    await expect
      .poll(
        async () =>
          (await (await request.get(`/api/leads/${lead.id}`, { headers: bearer(admin) })).json())
            .status,
      )
      .toBe('contacted');
  });
});

test.describe('pipeline on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every stage reachable by scrolling the board, the page never sideways', async ({
    page,
  }) => {
    await useSession(page, admin, { language: 'en' });
    await page.goto('/leads/board');
    await expect(page.getByRole('heading', { level: 1, name: 'Lead pipeline' })).toBeVisible({
      timeout: 20_000,
    });
    await everyStageReachable(page);
    // On a phone a column is most of the screen wide.
    expect((await page.locator('[data-stage="lost"]').boundingBox())!.width).toBeGreaterThan(
      390 * 0.6,
    );
  });
});
