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

test('a lead: log a call, plan a follow-up, move it on; the API stores each', async ({ page, request }) => {
  await useSession(page, admin, { language: 'en' });
  await page.goto('/leads?status=new');
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible({ timeout: 20_000 });
  const first = page.getByRole('table', { name: 'Leads' }).getByRole('link').first();
  const name = (await first.textContent())!.trim();
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const leadId = page.url().split('/leads/')[1]!.split(/[?#]/)[0]!;

  // Activity: a call logged shows at the top of the timeline.
  const activity = page.getByRole('region', { name: 'Activity' });
  await activity.getByRole('textbox', { name: 'What happened' }).fill('Called about the CAS letter, sends transcripts Friday');
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
  await expect(tasks.getByRole('row').filter({ hasText: 'Check the transcripts arrived' })).toBeVisible();

  // Moved on to "contacted".
  await page.getByRole('combobox', { name: 'New status' }).selectOption({ label: 'Contacted' });
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(page.getByText('Moved to Contacted')).toBeVisible();

  const stored = await (await request.get(`/api/leads/${leadId}`, { headers: bearer(admin) })).json();
  expect(stored.status).toBe('contacted');
  const activities = await (await request.get(`/api/leads/${leadId}/activities`, { headers: bearer(admin) })).json();
  expect(activities.items.map((a: { kind: string; body: string }) => `${a.kind}:${a.body}`)).toContain('call:Called about the CAS letter, sends transcripts Friday');
  const leadTasks = await (await request.get(`/api/tasks?view=all&leadId=${leadId}`, { headers: bearer(admin) })).json();
  expect(leadTasks.items.map((x: { title: string }) => x.title)).toContain('Check the transcripts arrived');
});

test('pipeline, tasks, partner agencies, calculator and terms open on the demo agency’s data', async ({ page }) => {
  await useSession(page, admin, { language: 'en' });
  await page.goto('/leads/board');
  await expect(page.getByRole('heading', { level: 1, name: 'Lead pipeline' })).toBeVisible({ timeout: 20_000 });
  for (const stage of ['New', 'Contacted', 'Qualified', 'Applied', 'Enrolled', 'Lost']) {
    await expect(page.getByRole('heading', { level: 2, name: stage, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('article').first()).toBeVisible();

  await page.goto('/tasks?view=all');
  await expect(page.getByRole('table', { name: 'Task' }).getByRole('row').nth(1)).toBeVisible();

  await page.goto('/agency');
  await expect(page.getByRole('table', { name: 'Agency' })).toContainText('Casablanca Study Link');

  await page.goto('/config/calculator');
  const programme = page.getByRole('combobox', { name: 'Programme' });
  await programme.selectOption({ index: 1 });
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
  await expect(page.getByRole('heading', { level: 1, name: 'مسار العملاء المحتملين' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 2, name: 'جديد', exact: true })).toBeVisible();
});
