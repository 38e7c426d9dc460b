// Headless Chromium (Debian's: no browser download is possible here) and the page helpers
// the browser cases share.
import { chromium } from 'playwright-core';
import { CHROMIUM } from './chromium.mjs';

export const PASSWORD = 'demo-Secret-42';

export function launch() {
  return chromium.launch(CHROMIUM);
}

/** A page in a fresh context (empty cache and storage unless storageState is given). */
export async function freshPage(browser, { storageState, cacheDisabled = true } = {}) {
  const context = await browser.newContext({
    storageState,
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  if (cacheDisabled) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  }
  return { page, context, close: () => context.close() };
}

/**
 * Signs in through the login form and returns the storage state, so later pages start
 * signed in without paying scrypt (and the login rate limit) again. When the form is not
 * there (the shell is still being built), falls back to the API plus the SPEC's
 * localStorage keys; `how` says which was used.
 */
export async function signIn(browser, baseURL, email) {
  const { page, context, close } = await freshPage(browser, { cacheDisabled: false });
  let how = 'login form';
  try {
    await page.goto(new URL('/login', baseURL).href);
    await page.getByLabel(/email/i).first().fill(email, { timeout: 10_000 });
    await page
      .getByLabel(/password/i)
      .first()
      .fill(PASSWORD);
    await page
      .getByRole('button', { name: /sign in|log in|login/i })
      .first()
      .click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 15_000 });
  } catch {
    how = 'API + localStorage (login form not usable)';
    const res = await fetch(new URL('/api/auth/login', baseURL), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    if (!res.ok) throw new Error(`sign-in as ${email} answered ${res.status}`);
    const session = await res.json();
    await page.evaluate((s) => {
      localStorage.setItem('accessToken', s.accessToken);
      localStorage.setItem('userData', JSON.stringify(s.userData));
      localStorage.setItem('userAbilityRules', JSON.stringify(s.userAbilityRules));
    }, session);
  }
  const storageState = await context.storageState();
  await close();
  return { storageState, how };
}

/**
 * Follows an in-app link to `path` and resolves with the milliseconds from the click to
 * the first frame where the page's first h1 shows new text: the new route has rendered
 * (React Router keeps the old page until a lazy route's chunk has arrived). Clicks the
 * menu link found by role and name when there is one, else any link to `path`, else
 * navigates with history.pushState + popstate (what the router listens to). A link in a
 * collapsed menu group is clicked in the DOM: the same router navigation, minus opening it.
 */
export async function timeNavigation(page, path, linkName) {
  const byName = linkName
    ? page.getByRole('link', { name: linkName, exact: true, includeHidden: true })
    : null;
  const byHref = page.locator(`a[href="${path}"]`);
  let handle = null;
  let how = 'pushState + popstate';
  if (byName && (await byName.count()))
    ((handle = await byName.first().elementHandle()), (how = `menu link "${linkName}"`));
  else if (await byHref.count())
    ((handle = await byHref.first().elementHandle()), (how = `link to ${path}`));
  if (handle && !(await handle.isVisible())) how += ' (hidden)';
  const ms = await page.evaluate(
    ({ path, handle }) =>
      new Promise((resolve) => {
        const heading = () => document.querySelector('main h1, h1')?.textContent ?? '';
        const before = heading();
        const t0 = performance.now();
        if (handle) handle.click();
        else {
          history.pushState(null, '', path);
          dispatchEvent(new PopStateEvent('popstate'));
        }
        const check = () => {
          if (location.pathname === path && heading() && heading() !== before)
            resolve(performance.now() - t0);
          else if (performance.now() - t0 > 8000) resolve(null);
          else requestAnimationFrame(check);
        };
        check();
      }),
    { path, handle },
  );
  return { ms, how };
}
