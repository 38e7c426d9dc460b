import { expect, test, type Page } from '@playwright/test';
import { AGENCY_PAGES, SELLER_PAGES, openPage, recordPages, signedInAs } from './pages';

/**
 * Issue 37: a page in French or Arabic shows words, not codes: no visible snake_case word
 * ("email_or_phone", "cod_to_collect") and none of the English strings known to have leaked.
 */
test.describe.configure({ timeout: 300_000 });

const KNOWN_LEAKS = [
  'Welcome',
  'This is a demo workspace',
  'cannot go from',
  'reprint (',
  'Some fields are not valid',
  'Nothing here yet',
  'Waiting for confirmation',
  'No, cancel',
  'Yes, confirm',
  'Add to ',
  'Export CSV',
  'Export XLSX',
  'rows in error',
  'Still owed',
];

/** The page's visible text, without what users typed (inputs) and what is data (emails, SKUs in code). */
async function visibleText(page: Page) {
  return page.evaluate(() => document.body.innerText);
}

function faults(path: string, text: string) {
  const found: string[] = [];
  for (const m of text.matchAll(/(?<![\w@./-])[a-z]+(?:_[a-z0-9]+)+(?![\w@./-])/g))
    found.push(`${path}: code "${m[0]}"`);
  for (const leak of KNOWN_LEAKS) if (text.includes(leak)) found.push(`${path}: English "${leak}"`);
  for (const m of text.matchAll(/\b\d{1,2}:\d{2}\s?(AM|PM)\b/g))
    found.push(`${path}: 12-hour time "${m[0]}"`);
  return found;
}

for (const language of ['fr', 'ar'] as const) {
  test(`the seller desk in ${language}: no code and no known English on any page`, async ({
    page,
    request,
  }) => {
    const session = await signedInAs(page, request, 'atlasAdmin', language);
    const found: string[] = [];
    for (const path of [...SELLER_PAGES, ...(await recordPages(request, session))]) {
      await openPage(page, path);
      found.push(...faults(path, await visibleText(page)));
      if (path === '/orders') {
        // the notifications (the demo's welcome) are read in the page's language too
        await page
          .getByRole('banner')
          .getByRole('button', { name: /Notifications|الإشعارات/ })
          .click();
        found.push(...faults(`${path} (notifications)`, await visibleText(page)));
        await page.keyboard.press('Escape');
      }
    }
    expect(found).toEqual([]);
  });

  test(`the agency in ${language}: no code and no known English on any page`, async ({
    page,
    request,
  }) => {
    await signedInAs(page, request, 'horizonAdmin', language);
    const found: string[] = [];
    for (const path of AGENCY_PAGES) {
      await openPage(page, path);
      found.push(...faults(path, await visibleText(page)));
    }
    expect(found).toEqual([]);
  });
}
