import { expect, test } from '@playwright/test';
import { ACCOUNTS, apiSignIn, bearer, useSession, type Session } from '../../support/accounts';
import { expectBrandHeading } from './helpers';

test.describe.serial('admin pages', () => {
  let admin: Session;
  let agent: Session;
  test.beforeAll(async ({ request }) => {
    admin = await apiSignIn(request, ACCOUNTS.atlasAdmin);
    agent = await apiSignIn(request, ACCOUNTS.atlasAgent);
  });

  test('fulfillment agents: a refused save shows translated field errors and keeps the input', async ({
    page,
  }) => {
    await useSession(page, admin, { language: 'fr' });
    await page.goto('/fulfillment-agents');
    await expectBrandHeading(page, 'Agents de livraison');
    await page.getByRole('button', { name: 'Ajouter un agent' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Nom/).fill('Rapid Colis');
    await dialog.getByLabel(/^Téléphone/).fill('+212 600 000 777');
    await dialog.getByLabel(/^Villes desservies/).fill('Casablanca, Rabat');
    await dialog.getByLabel(/^Frais par livraison/).fill('12,5');
    await dialog.getByLabel(/^Frais par retour/).fill('8');
    await dialog.getByLabel(/^Compte de versement/).fill('MA64 0000 2222');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog.getByText('Saisissez un montant comme 25 ou 25.50')).toBeVisible();
    await expect(dialog.getByLabel(/^Nom/)).toHaveValue('Rapid Colis');
    await dialog.getByLabel(/^Frais par livraison/).fill('12.5');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: 'Rapid Colis' });
    await expect(row).toContainText('Casablanca, Rabat');
    await row.getByRole('button', { name: 'Désactiver Rapid Colis' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: /confirm/i })
      .click();
    await expect(row).toContainText('Inactif');
  });

  test('roles: the admin widens the agent role, and the agent gets it on the next request', async ({
    page,
    request,
  }) => {
    expect((await request.get('/api/audit-log', { headers: bearer(agent) })).status()).toBe(403);
    await useSession(page, admin, { language: 'en' });
    await page.goto('/roles');
    await expectBrandHeading(page, 'Roles & permissions');
    const cell = page.getByRole('checkbox', { name: 'See Audit log' });
    await expect(cell).not.toBeChecked();
    await cell.click({ force: true });
    await expect(cell).toBeChecked();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Agent role saved')).toBeVisible();
    expect((await request.get('/api/audit-log', { headers: bearer(agent) })).status()).toBe(200);
    await page.getByRole('button', { name: 'Reset to defaults' }).click();
    await expect(cell).not.toBeChecked();
    await expect
      .poll(async () => (await request.get('/api/audit-log', { headers: bearer(agent) })).status())
      .toBe(403);
  });

  test('my permissions: in words, with a "can I" check, no developer\'s rules', async ({
    page,
  }) => {
    await useSession(page, admin, { language: 'en' });
    await page.goto('/access-control');
    await expectBrandHeading(page, 'My permissions');
    await expect(
      page.getByText('As Admin, you can do what is ticked in the table below.'),
    ).toBeVisible();
    await page.getByLabel('Action').selectOption('read');
    await page.getByLabel('Part of the app').selectOption('Order');
    await expect(page.getByRole('status').filter({ hasText: 'allowed' })).toHaveText(
      'Yes, allowed',
    );
    await page.getByLabel('Part of the app').selectOption('Tenant');
    await expect(page.getByRole('status').filter({ hasText: 'allowed' })).toHaveText(
      'No, not allowed',
    );
    // the choices by their names: "Orders", "See", never "manage" or "all"
    await expect(page.getByLabel('Part of the app').locator('option[value="Order"]')).toHaveText(
      'Orders',
    );
    await expect(page.getByLabel('Action').locator('option[value="read"]')).toHaveText('See');
    // no raw rules (allow/deny), no developer's subject or words
    await expect(page.getByRole('table', { name: 'My rules' })).toHaveCount(0);
    await expect(page.getByRole('main')).not.toContainText(
      /Access control demo|the API checks|AclDemo/,
    );
    await expect(
      page
        .getByRole('table', { name: 'What I can do' })
        .getByRole('cell', { name: 'My permissions page' }),
    ).toHaveCount(0);
  });

  test('roles: what each role can do, in words', async ({ page }) => {
    await useSession(page, admin, { language: 'en' });
    await page.goto('/roles');
    await expectBrandHeading(page, 'Roles & permissions');
    const words = page.getByRole('region', { name: 'In words' });
    await expect(words).toContainText(/Can see: .*Orders/);
    await expect(words).toContainText(/Can add: .*Orders/);
    await expect(page.getByRole('main')).not.toContainText('Access control demo');
  });

  test('audit log: entries with the changed fields, filtered by record type', async ({ page }) => {
    await useSession(page, admin, { language: 'en' });
    await page.goto('/audit-log?recordType=FulfillmentAgent');
    await expectBrandHeading(page, 'Audit log');
    await expect(page.getByLabel('Record type')).toHaveValue('FulfillmentAgent');
    // actions, fields and values as people read them, not the API's codes
    await expect(page.getByRole('row').filter({ hasText: 'Deactivated' }).first()).toContainText(
      'Active: yes → no',
    );
    await expect(page.getByRole('table')).not.toContainText('deactivate');
  });

  test('audit log: an order’s entry opens the order it names', async ({ page }) => {
    await useSession(page, admin, { language: 'en' });
    await page.goto('/audit-log?recordType=Order');
    await expectBrandHeading(page, 'Audit log');
    // the demo's month of history: orders moved by their people
    const link = page.getByRole('link', { name: /^Open record / }).first();
    const id = (await link.getAttribute('href'))!.split('/').pop()!;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/orders/${id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/ATL-\d{6}/);
  });

  test('audit log: an order given a courier names the courier, not its id', async ({
    page,
    request,
  }) => {
    const pending = await (
      await request.get('/api/orders?status=pending&pageSize=50', { headers: bearer(admin) })
    ).json();
    const order = pending.items.find((o: { agentId: string | null }) => !o.agentId);
    const couriers = await (
      await request.get('/api/fulfillment-agents?active=true&pageSize=5', {
        headers: bearer(admin),
      })
    ).json();
    const courier = couriers.items[0];
    const assigned = await request.patch(`/api/orders/${order.id}`, {
      headers: bearer(admin),
      data: { agentId: courier.id },
    });
    expect(assigned.ok()).toBe(true);
    await useSession(page, admin, { language: 'en' });
    await page.goto('/audit-log?recordType=Order');
    const row = page
      .getByRole('row')
      .filter({ has: page.locator(`a[href$="/orders/${order.id}"]`) })
      .first();
    await expect(row).toContainText(`Fulfillment agent: — → ${courier.name}`);
    await expect(row).not.toContainText(courier.id.slice(0, 8));
  });

  test('audit log: the day filters read and take dd/mm/yyyy in every language, the URL keeps ISO days', async ({
    page,
  }) => {
    await useSession(page, admin, { language: 'en' });
    await page.goto('/audit-log?from=2026-11-01');
    await expect(page.getByRole('textbox', { name: 'From', exact: true })).toHaveValue(
      '01/11/2026',
    );
    const to = page.getByRole('textbox', { name: 'To', exact: true });
    await to.fill('25/11/2026');
    await expect(page).toHaveURL(/to=2026-11-25/);
    // Typed while other remotes may still settle: they no longer remount this page.
    await to.fill('31/02/2026');
    await to.blur();
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/to=2026-11-25/);
    // Two days typed without waiting, then a wrong one: the echoes of both land after it and
    // must not bring a day back over what was typed (a busy machine, a slow phone).
    await to.fill('23/11/2026');
    await to.fill('24/11/2026');
    await to.fill('30/02/2026');
    await to.blur();
    await expect(page).toHaveURL(/to=2026-11-24/);
    await expect(to).toHaveValue('30/02/2026');
    await expect(to).toHaveAttribute('aria-invalid', 'true');
  });

  test('the admin dashboard shows the staff by role widget', async ({ page }) => {
    await useSession(page, admin, { language: 'en' });
    await page.goto('/admin/dashboard');
    await expect(page.getByText('Staff by role')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Recent sign-ins')).toBeVisible();
  });

  test('the navbar search finds a user by name and opens the filtered list', async ({ page }) => {
    await useSession(page, admin, { language: 'en' });
    await page.goto('/users');
    await expectBrandHeading(page, 'Users');
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog').getByRole('searchbox').fill('Youssef');
    await page
      .getByRole('region', { name: 'Users' })
      .getByRole('link', { name: /Youssef Agent/ })
      .click();
    await expect(page).toHaveURL(/\/users\?search=agent%40atlas\.test/);
    await expect(page.getByRole('searchbox', { name: 'Search by name or e-mail' })).toHaveValue(
      'agent@atlas.test',
    );
    await expect(page.getByRole('row')).toHaveCount(2);
  });

  test("an agency user signed in on the default address gets their own tenant's menu", async ({
    page,
    request,
  }) => {
    const horizon = await apiSignIn(request, ACCOUNTS.horizonAdmin);
    await useSession(page, horizon, { language: 'en' });
    await page.goto('/users');
    await expectBrandHeading(page, 'Users');
    await expect(page).toHaveTitle(/Horizon SP/);
    await page
      .getByRole('navigation')
      .first()
      .getByRole('button', { name: 'Administration' })
      .click();
    await expect(page.getByRole('menuitem', { name: 'Manage Users' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Fulfillment agents' })).toHaveCount(0);
  });

  test('agency tenants see "Manage Users" (the tenant is chosen by its domain)', async ({
    page,
    request,
  }) => {
    const root = await apiSignIn(request, ACCOUNTS.root);
    const { items } = await (await request.get('/api/tenants', { headers: bearer(root) })).json();
    const horizonId = items.find((x: { slug: string }) => x.slug === 'horizon').id;
    const setDomains = (domains: string[]) =>
      request.patch(`/api/tenants/${horizonId}`, { headers: bearer(root), data: { domains } });
    try {
      // The super admin gives the agency tenant a domain from its settings dialog.
      const rootPage = await page.context().browser()!.newPage();
      await useSession(rootPage, root, { language: 'en' });
      await rootPage.goto('/tenants');
      await rootPage.getByRole('button', { name: 'Settings of Horizon Study' }).click();
      const dialog = rootPage.getByRole('dialog', { name: 'Settings of Horizon Study' });
      await dialog.getByLabel('Domains').fill('127.0.0.1');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
      await rootPage.close();
      const horizon = await apiSignIn(request, ACCOUNTS.horizonAdmin);
      await useSession(page, horizon, { language: 'en' });
      await page.goto(`http://127.0.0.1:${process.env.E2E_PORT ?? 3400}/users`);
      await expectBrandHeading(page, 'Users');
      await page
        .getByRole('navigation')
        .first()
        .getByRole('button', { name: 'Administration' })
        .click();
      await expect(page.getByRole('menuitem', { name: 'Manage Users' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'Fulfillment agents' })).toHaveCount(0);
    } finally {
      await setDomains([]);
    }
  });
});

test.describe('audit log of an agency', () => {
  test('in French: a lead’s programme by name and a task completed, each under its own record type', async ({
    page,
    request,
  }) => {
    const horizon = await apiSignIn(request, ACCOUNTS.horizonAdmin);
    const headers = bearer(horizon);
    const programmes = (
      await (await request.get('/api/programmes?pageSize=10', { headers })).json()
    ).items;
    const lead = await (
      await request.post('/api/leads', {
        headers,
        data: { fullName: 'Inès Tazi', email: `ines.tazi.${Date.now()}@example.com` },
      })
    ).json();
    expect(
      (
        await request.patch(`/api/leads/${lead.id}`, {
          headers,
          data: { programmeId: programmes[0].id },
        })
      ).ok(),
    ).toBe(true);
    const task = await (
      await request.post('/api/tasks', {
        headers,
        data: {
          title: 'Relancer pour le relevé de notes',
          dueAt: '2030-03-02T09:30:00.000Z',
          assigneeId: lead.assignedTo,
          leadId: lead.id,
        },
      })
    ).json();
    expect(
      (await request.patch(`/api/tasks/${task.id}`, { headers, data: { status: 'done' } })).ok(),
    ).toBe(true);

    await useSession(page, horizon, { language: 'fr' });
    await page.goto('/audit-log?recordType=Lead');
    await expect(page.getByLabel(/^Type d.enregistrement/)).toHaveValue('Lead');
    const edit = page
      .getByRole('row')
      .filter({ has: page.locator(`a[href$="/leads/${lead.id}"]`) })
      .filter({ hasText: 'Programme' });
    await expect(edit).toContainText(`Programme: — → ${programmes[0].name}`);
    await expect(edit).not.toContainText(programmes[0].id.slice(0, 8));
    // The record as people know it, not its id: the lead's number and name.
    await expect(
      edit.getByRole('link', { name: `Ouvrir l’enregistrement ${lead.number} · Inès Tazi` }),
    ).toHaveText(`${lead.number} · Inès Tazi`);

    // A task and the agency's configuration are record types of their own, named in French.
    const types = page.getByLabel(/^Type d.enregistrement/);
    await expect(types.locator('option[value="Programme"]')).toHaveText('Programmes');
    await expect(types.locator('option[value="Order"]')).toHaveCount(0);
    await types.selectOption('Task');
    await expect(page).toHaveURL(/recordType=Task/);
    // The newest task entry is the one just completed, then its creation with the lead by name.
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.nth(1)).toContainText('Statut: À faire → Terminée');
    await expect(rows.nth(2)).toContainText('Tâche: — → Relancer pour le relevé de notes');
    await expect(rows.nth(2)).toContainText('Prospect: — → Inès Tazi');
    await expect(page.getByRole('table')).not.toContainText(/\bcomplete\b|\bdone\b/);
  });

  test('the profile’s recent activity, drawn by the admin remote: actions and records named in Arabic, each opening its record', async ({
    page,
    request,
  }) => {
    const horizon = await apiSignIn(request, ACCOUNTS.horizonAdmin);
    const lead = await (
      await request.post('/api/leads', {
        headers: bearer(horizon),
        data: { fullName: 'سارة الإدريسي', phone: `+212 6${String(Date.now()).slice(-8)}` },
      })
    ).json();
    await useSession(page, horizon, { language: 'ar' });
    await page.goto('/pages/user-profile/profile');
    const activity = page.getByRole('region', { name: 'النشاط الأخير' });
    const newest = activity.getByRole('listitem').first();
    await expect(newest).toContainText('إنشاء');
    await expect(newest.getByRole('link')).toHaveText(
      `العملاء المحتملون ${lead.number} · سارة الإدريسي`,
    );
    await expect(activity).not.toContainText(/Create|Status|Lead\b/);
    await newest.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/leads/${lead.id}$`));
  });
});
