import { expect, test } from '@playwright/test';
import { ACCOUNTS, apiSignIn, bearer, useSession, type Session } from '../../support/accounts';

/**
 * Issue 15, as an agency's counsellor works: a lead's page (note, task, status), the
 * pipeline, tasks, partner agencies, the cost calculator and the terms; the pipeline in Arabic.
 */
let admin: Session;
test.beforeAll(async ({ request }) => {
  admin = await apiSignIn(request, ACCOUNTS.horizonAdmin);
});

test('a lead: log a call, plan a follow-up, move it on; the API stores each', async ({
  page,
  request,
}) => {
  await useSession(page, admin, { language: 'en' });
  await page.goto('/leads?status=new');
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible({
    timeout: 20_000,
  });
  const first = page.getByRole('table', { name: 'Leads' }).getByRole('link').first();
  const name = (await first.textContent())!.trim();
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const leadId = page.url().split('/leads/')[1]!.split(/[?#]/)[0]!;

  // Activity: a call logged shows at the top of the timeline.
  const activity = page.getByRole('region', { name: 'Activity' });
  await activity
    .getByRole('textbox', { name: 'What happened' })
    .fill('Called about the CAS letter, sends transcripts Friday');
  await activity.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Call' });
  await activity.getByRole('button', { name: 'Log it' }).click();
  await expect(activity.getByRole('listitem').first()).toContainText('Called about the CAS letter');

  // A follow-up task for this lead.
  const tasks = page.getByRole('region', { name: 'Task' });
  await tasks.getByRole('button', { name: 'Add task' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Task' }).fill('Check the transcripts arrived');
  await dialog.getByRole('button', { name: /Save|Create/ }).click();
  await expect(dialog).toBeHidden();
  await expect(
    tasks.getByRole('row').filter({ hasText: 'Check the transcripts arrived' }),
  ).toBeVisible();

  // Moved on to "contacted".
  await page.getByRole('combobox', { name: 'New status' }).selectOption({ label: 'Contacted' });
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(page.getByText('Moved to Contacted')).toBeVisible();

  const stored = await (
    await request.get(`/api/leads/${leadId}`, { headers: bearer(admin) })
  ).json();
  expect(stored.status).toBe('contacted');
  const activities = await (
    await request.get(`/api/leads/${leadId}/activities`, { headers: bearer(admin) })
  ).json();
  expect(
    activities.items.map((a: { kind: string; body: string }) => `${a.kind}:${a.body}`),
  ).toContain('call:Called about the CAS letter, sends transcripts Friday');
  const leadTasks = await (
    await request.get(`/api/tasks?view=all&leadId=${leadId}`, { headers: bearer(admin) })
  ).json();
  expect(leadTasks.items.map((x: { title: string }) => x.title)).toContain(
    'Check the transcripts arrived',
  );
});

test('pipeline, tasks, partner agencies, calculator and terms open on the demo agency’s data', async ({
  page,
}) => {
  await useSession(page, admin, { language: 'en' });
  await page.goto('/leads/board');
  await expect(page.getByRole('heading', { level: 1, name: 'Lead pipeline' })).toBeVisible({
    timeout: 20_000,
  });
  for (const stage of ['New', 'Contacted', 'Qualified', 'Applied', 'Enrolled', 'Lost']) {
    await expect(page.getByRole('heading', { level: 2, name: stage, exact: true })).toBeVisible();
  }
  await expect(page.locator('[data-lead]').first()).toBeVisible();

  await page.goto('/tasks?view=all');
  await expect(page.getByRole('table', { name: 'Task' }).getByRole('row').nth(1)).toBeVisible();

  await page.goto('/agency');
  await expect(page.getByRole('table', { name: 'Agency' })).toContainText('Casablanca Study Link');

  await page.goto('/config/calculator');
  // The programme picker searches on the server: open it and take the first programme.
  await page.getByRole('combobox', { name: 'Programme' }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByRole('table', { name: 'Costs' })).toBeVisible();
  await expect(page.getByText('Total', { exact: true })).toBeVisible();

  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
});

test('the pipeline in Arabic is mirrored and translated', async ({ page }) => {
  await useSession(page, admin, { language: 'ar' });
  await page.goto('/leads/board');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'مسار العملاء المحتملين' })).toBeVisible(
    { timeout: 20_000 },
  );
  await expect(page.getByRole('heading', { level: 2, name: 'جديد', exact: true })).toBeVisible();
  // The stages run right to left: "new" is the rightmost column.
  const x = async (stage: string) =>
    (await page.locator(`[data-stage="${stage}"]`).boundingBox())!.x;
  expect(await x('new')).toBeGreaterThan(await x('contacted'));
  expect(await x('contacted')).toBeGreaterThan(await x('lost'));
});

test('a lead with two dependents: quote, carried by keyboard across the board to enrolled, commission earned', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const name = `Rania Haddad ${Date.now() % 100000}`;
  await useSession(page, admin, { language: 'en' });
  await page.goto('/leads');
  await page.getByRole('button', { name: 'Add lead' }).click();
  const dialog = page.getByRole('dialog', { name: 'New lead' });
  await dialog.getByLabel('Full name').fill(name);
  await dialog.getByLabel('E-mail').fill(`rania.${Date.now() % 100000}@example.jo`);
  await dialog.getByLabel('Date of birth').fill('12/04/1996');
  await dialog.getByRole('combobox', { name: 'Programme' }).click();
  await dialog.getByRole('listbox').getByRole('option').nth(1).click(); // the first is "None"
  await dialog.getByLabel('Intake').fill('2027-09');
  const dependents = dialog.getByRole('group', { name: 'Dependents' });
  for (const [child, age] of [
    ['Omar', '4'],
    ['Lina', '9'],
  ] as const) {
    await dependents.getByRole('button', { name: 'Add a dependent' }).click();
    await dependents.getByLabel('Name').last().fill(child);
    await dependents.getByLabel('Age').last().fill(age);
  }
  await dialog.getByRole('button', { name: /Save|Create/ }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 });
  const leadId = page.url().split('/leads/')[1]!.split(/[?#]/)[0]!;

  // The quote counts both dependents.
  const quote = page.getByRole('region', { name: 'Quote' });
  await expect(quote.getByText('Omar, 4 years')).toBeVisible();
  await expect(quote.getByText('Lina, 9 years')).toBeVisible();

  // Enrolment is a contract: the student accepts the published terms on this quote first.
  await page.getByRole('button', { name: /^Record acceptance of version/ }).click();
  await expect(page.getByText(/^Acceptance of version .* recorded$/).first()).toBeVisible();

  // On the board, by keyboard only: Space lifts, four arrows carry it to Enrolled, Space drops.
  await page.goto('/leads/board');
  const card = page.getByRole('button', { name: `${name}, lead card` });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await card.focus();
  await page.keyboard.press('Space');
  const live = page.getByRole('status').filter({ hasText: name });
  await expect(live).toHaveText(`${name} is over New.`);
  for (const stage of ['Contacted', 'Qualified', 'Applied', 'Enrolled']) {
    await page.keyboard.press('ArrowRight');
    await expect(live).toHaveText(`${name} is over ${stage}.`);
  }
  await page.keyboard.press('Space');
  await expect(
    page.getByRole('status').filter({ hasText: `Moved ${name} to Enrolled.` }),
  ).toBeAttached();
  await expect(
    page.locator('[data-stage="enrolled"]').getByRole('button', { name: `${name}, lead card` }),
  ).toBeVisible();
  await expect
    .poll(
      async () =>
        (await (await request.get(`/api/leads/${leadId}`, { headers: bearer(admin) })).json())
          .status,
    )
    .toBe('enrolled');

  // The enrolment earned the programme's commission.
  await page.goto(`/leads/${leadId}`);
  await expect(page.getByText('Commission earned')).toBeVisible({ timeout: 20_000 });
  const stored = await (
    await request.get(`/api/leads/${leadId}`, { headers: bearer(admin) })
  ).json();
  expect(Number(stored.commission.total)).toBeGreaterThan(0);
});
