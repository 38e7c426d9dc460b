import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, apiSignIn, bearer, useSession, type Session } from '../../support/accounts';

/**
 * Issue 32, in French and in Arabic: a lead's contract (terms accepted on its quote, enrolment
 * freezes the quote, a change of programme makes a new quote version after asking about the
 * commission, the commission earned shown) and one programme's page.
 */
type Texts = Record<string, unknown>;
const texts = (lang: string): Texts =>
  JSON.parse(
    readFileSync(new URL(`../../../apps/agency/src/i18n/${lang}.json`, import.meta.url), 'utf8'),
  );
/** A text of the agency remote in that language, with its {{values}} filled in. */
const tr = (all: Texts, key: string, values: Record<string, string | number> = {}) => {
  const raw = key.split('.').reduce<unknown>((o, k) => (o as Texts)[k], all) as string;
  return Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, String(v)), raw);
};
const exactly = (s: string) => new RegExp(`^${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** Picks a programme in the searchable picker by typing part of its name. */
async function pickProgramme(page: Page, picker: Locator, name: string) {
  await picker.click();
  await picker.fill(name.slice(0, 12));
  await page
    .getByRole('option', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
    .first()
    .click();
}

let admin: Session;
test.beforeAll(async ({ request }) => {
  admin = await apiSignIn(request, ACCOUNTS.horizonAdmin);
});

for (const lang of ['fr', 'ar'] as const) {
  test(`contract in ${lang}: terms accepted, enrolled (frozen), programme changed as a new version, commission shown, a task completed`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const t = texts(lang);
    const headers = bearer(admin);
    const programmes = (
      await (await request.get('/api/programmes?pageSize=20&sort=name', { headers })).json()
    ).items as { id: string; name: string; intakes: string[] }[];
    // Two programmes that quote (a complete schedule) and carry a commission rule.
    const quotable: typeof programmes = [];
    for (const p of programmes) {
      const q = await request.post('/api/quotes', {
        headers,
        data: { programmeId: p.id, dependents: [], language: lang },
      });
      const rules = (
        await (await request.get(`/api/commissions?programmeId=${p.id}`, { headers })).json()
      ).total;
      if (q.ok() && rules > 0) quotable.push(p);
      if (quotable.length === 2) break;
    }
    expect(quotable).toHaveLength(2);
    const [first, second] = quotable as [(typeof quotable)[0], (typeof quotable)[0]];
    const stamp = Date.now() % 1_000_000;
    const created = await request.post('/api/leads', {
      headers,
      data: {
        fullName: lang === 'ar' ? `سلمى ${stamp}` : `Camille ${stamp}`,
        email: `contract.${lang}.${stamp}@example.com`,
        language: lang,
        programmeId: first.id,
        intake: first.intakes[0],
      },
    });
    expect(created.status()).toBe(201);
    const lead = await created.json();

    await useSession(page, admin, { language: lang });
    await page.goto(`/leads/${lead.id}`);
    await expect(page.getByRole('heading', { level: 1, name: lead.fullName })).toBeVisible({
      timeout: 20_000,
    });
    if (lang === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    // Enrolling before the terms are accepted is refused, with the rule named in the reader's language.
    await page
      .getByRole('combobox', { name: tr(t, 'leads.changeStatus') })
      .selectOption({ label: tr(t, 'status.enrolled') });
    await page.getByRole('button', { name: tr(t, 'leads.move'), exact: true }).click();
    await expect(
      page
        .getByText(tr(t, 'errors.terms_not_accepted', { names: '' }).split('{{')[0]!.slice(0, 20))
        .first(),
    ).toBeVisible();
    expect((await (await request.get(`/api/leads/${lead.id}`, { headers })).json()).status).toBe(
      'new',
    );

    // The student accepts the published terms on this quote.
    await page
      .getByRole('button', {
        name: new RegExp(tr(t, 'documents.recordTerms', { version: 'X' }).split('X')[0]!),
      })
      .click();
    await expect(
      page
        .getByText(new RegExp(tr(t, 'documents.termsRecorded', { version: 'X' }).split('X')[0]!))
        .first(),
    ).toBeVisible();

    // Enrolled: the quote version is frozen and the commission shows.
    await page
      .getByRole('combobox', { name: tr(t, 'leads.changeStatus') })
      .selectOption({ label: tr(t, 'status.enrolled') });
    await page.getByRole('button', { name: tr(t, 'leads.move'), exact: true }).click();
    await expect(page.getByText(tr(t, 'contract.frozen', { version: 1 }))).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText(tr(t, 'leads.fields.commission'), { exact: true })).toBeVisible();

    // A change of programme asks about the commission and makes version 2; version 1 stays listed.
    const contract = page.getByRole('region', { name: tr(t, 'contract.title') });
    await pickProgramme(
      page,
      contract.getByRole('combobox', { name: tr(t, 'leads.fields.programme') }),
      second.name,
    );
    await contract.getByRole('button', { name: tr(t, 'contract.changeProgramme') }).click();
    const ask = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(ask.getByText(tr(t, 'contract.askBody'))).toBeVisible();
    await ask.getByRole('button', { name: tr(t, 'contract.changeProgramme') }).click();
    await expect(page.getByText(tr(t, 'contract.frozen', { version: 2 }))).toBeVisible({
      timeout: 20_000,
    });
    const versions = page.getByRole('list', { name: tr(t, 'contract.versions') });
    await expect(versions.getByRole('listitem')).toHaveCount(2);
    // Newest first: the frozen version 2, then version 1, superseded and still listed.
    await expect(versions.getByRole('listitem').first()).toContainText(
      tr(t, 'contract.status.frozen'),
    );
    await expect(
      versions.getByRole('listitem').filter({ hasText: tr(t, 'contract.status.superseded') }),
    ).toHaveCount(1);

    const stored = await (await request.get(`/api/leads/${lead.id}`, { headers })).json();
    expect(stored).toMatchObject({
      status: 'enrolled',
      programmeId: second.id,
      frozenQuoteVersion: 2,
    });
    expect(Number(stored.commission.total)).toBeGreaterThan(0);

    // The follow-up task of the enrolment is completed from the lead's page.
    const me = (
      (await (await request.get('/api/auth/me', { headers })).json()) as {
        userData: { id: string };
      }
    ).userData;
    const title =
      lang === 'ar' ? `إرسال خطاب القبول ${stamp}` : `Envoyer la lettre d’admission ${stamp}`;
    const task = await request.post('/api/tasks', {
      headers,
      data: {
        title,
        leadId: lead.id,
        assigneeId: me.id,
        dueAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
    });
    expect(task.status(), await task.text()).toBe(201);
    await page.reload();
    const tasks = page.getByRole('region', { name: tr(t, 'title.tasks') });
    await tasks.getByRole('button', { name: tr(t, 'tasks.doneNamed', { title }) }).click();
    await expect(
      tasks.getByRole('button', { name: tr(t, 'tasks.reopenNamed', { title }) }),
    ).toBeVisible();
    const done = await (
      await request.get(`/api/tasks?leadId=${lead.id}&view=all&status=done`, { headers })
    ).json();
    expect(
      done.items.map((x: { title: string; status: string }) => [x.title, x.status]),
    ).toContainEqual([title, 'done']);
  });

  test(`one programme's page in ${lang}: reached from the list, every section there, a cost added in place`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const t = texts(lang);
    await useSession(page, admin, { language: lang });
    await page.goto('/config/programmes');
    const table = page.getByRole('table', { name: tr(t, 'title.programmes') });
    const link = table.getByRole('link').first();
    await expect(link).toBeVisible({ timeout: 20_000 });
    const name = (await link.textContent())!.trim();
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    for (const title of [
      'costComponents',
      'paymentSchedules',
      'programConditions',
      'commission',
      'ageDependents',
    ]) {
      await expect(
        page.getByRole('heading', { level: 2, name: tr(t, `title.${title}`), exact: true }),
      ).toBeVisible();
    }
    const programmeId = page.url().split('/config/programmes/')[1]!.split(/[?#]/)[0]!;

    // A cost component added from its section belongs to this programme, with its Arabic name typed right to left.
    const costs = page.getByRole('region', { name: tr(t, 'title.costComponents') });
    await costs
      .getByRole('button', {
        name: tr(t, 'programme.addTo', { what: tr(t, 'title.costComponents') }),
      })
      .click();
    const dialog = page.getByRole('dialog');
    const costName = `Visa ${Date.now() % 100000}`;
    // The plain name is the first "Name" field (the per-language ones follow it).
    await dialog
      .getByRole('textbox', { name: tr(t, 'config.fields.name') })
      .first()
      .fill(costName);
    const arabic = dialog.getByRole('textbox', { name: tr(t, 'config.fields.names_ar') });
    await expect(arabic).toHaveAttribute('dir', 'rtl');
    await arabic.fill('رسوم التأشيرة');
    await dialog.getByRole('textbox', { name: tr(t, 'config.fields.amount') }).fill('350');
    await dialog.getByRole('button', { name: /^(Enregistrer|حفظ)$/ }).click();
    await expect(dialog).toBeHidden();
    // The list names it in the reader's language when it has a name in it (Arabic here), else its plain name.
    // (The French run adds a cost of the same Arabic name: the row is the one whose edit button names this cost.)
    await expect(
      costs
        .getByRole('row')
        .filter({ hasText: lang === 'ar' ? 'رسوم التأشيرة' : costName })
        .filter({ has: page.getByRole('button', { name: new RegExp(`${costName}$`) }) }),
    ).toBeVisible();
    const stored = (
      await (
        await request.get(
          `/api/cost-components?programmeId=${programmeId}&search=${encodeURIComponent(costName)}`,
          { headers: bearer(admin) },
        )
      ).json()
    ).items;
    expect(stored).toEqual([
      expect.objectContaining({
        programmeId,
        name: costName,
        names: { ar: 'رسوم التأشيرة' },
        amount: '350.00',
      }),
    ]);
  });
}
