// What the shell costs in the browser, beside a bare React page built with the same tool:
// /login LCP and total blocking time, and the time from a menu click to the first render
// of a remote route, cold and warm. Medians of RUNS fresh contexts, cache disabled.
import { freshPage, signIn, timeNavigation } from '../lib/browser.mjs';
import { median, round, row, skipped, spread } from '../lib/stats.mjs';

const RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 10);
// The admin remote's users page, reached from its menu entry.
const ROUTE = { path: '/users', link: 'Users' };
const BASELINE_ROUTE = { path: '/second', link: 'Second' };

// Installed before any page script: buffered observers see entries from the very start.
function observe() {
  window.__perf = { lcp: 0, fcp: 0, longtasks: [] };
  new PerformanceObserver((l) =>
    l.getEntries().forEach((e) => (window.__perf.lcp = e.startTime)),
  ).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) =>
    l.getEntries().forEach((e) => window.__perf.longtasks.push([e.startTime, e.duration])),
  ).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((l) =>
    l
      .getEntries()
      .forEach((e) => e.name === 'first-contentful-paint' && (window.__perf.fcp = e.startTime)),
  ).observe({ type: 'paint', buffered: true });
}

/** One cold load of `url`: LCP, and TBT = the part over 50 ms of each long task after FCP. */
async function loadOnce(browser, url) {
  const { page, close } = await freshPage(browser);
  try {
    await page.addInitScript(observe);
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300); // let the observers deliver their last entries
    // LCP entries stop at the first input: read them before anything else touches the page.
    const { lcp, fcp, longtasks } = await page.evaluate(() => window.__perf);
    const tbt = longtasks
      .filter(([start]) => start >= fcp)
      .reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
    return { lcp: lcp || null, tbt };
  } finally {
    await close();
  }
}

async function loadFigures(browser, url) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await loadOnce(browser, url));
  const lcps = runs.map((r) => r.lcp);
  const tbts = runs.map((r) => r.tbt);
  return { lcp: median(lcps), lcpSpread: spread(lcps), tbt: median(tbts), tbtSpread: spread(tbts) };
}

/** Back to the home page by client-side navigation, settled before the warm measurement. */
async function goElsewhere(page) {
  await page.evaluate(
    () => (history.pushState(null, '', '/'), dispatchEvent(new PopStateEvent('popstate'))),
  );
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(200);
}

/**
 * The first open of a lazy dialog (issue 16 B1): on a fresh /users, once the page is idle (a
 * person reads the list before clicking), the time from the click on "Invite user" to the
 * first frame where its e-mail field can be typed in.
 */
async function dialogFigures(browser, url, storageState) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const { page, close } = await freshPage(browser, { storageState });
    try {
      // The demo admin's profile language may be another: the button is found by its English name.
      await page.addInitScript(() => localStorage.setItem('language', 'en'));
      await page.goto(new URL('/users', url).href, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Invite user' }).waitFor();
      await page.waitForTimeout(300);
      runs.push(
        await page.evaluate(async () => {
          const button = Array.from(document.querySelectorAll('button')).find(
            (b) => b.textContent?.trim() === 'Invite user',
          );
          const start = performance.now();
          button.click();
          return new Promise((resolve) => {
            const tick = () => {
              const input = document.querySelector('[role="dialog"] input[type="email"]');
              if (input && !input.disabled && input.getClientRects().length > 0)
                resolve(performance.now() - start);
              else if (performance.now() - start > 5000) resolve(null);
              else requestAnimationFrame(tick);
            };
            tick();
          });
        }),
      );
    } finally {
      await close();
    }
  }
  return { ms: median(runs), spread: spread(runs) };
}

/** Cold: click the link on a fresh page. Warm: go home, come back (route already loaded). */
async function switchFigures(browser, url, route, storageState) {
  const cold = [];
  const warm = [];
  let how = '';
  for (let i = 0; i < RUNS; i++) {
    const { page, close } = await freshPage(browser, { storageState });
    try {
      await page.goto(new URL('/', url).href, { waitUntil: 'networkidle' });
      const first = await timeNavigation(page, route.path, route.link);
      cold.push(first.ms);
      how = first.how;
      await page.waitForLoadState('networkidle');
      await goElsewhere(page);
      warm.push((await timeNavigation(page, route.path, route.link)).ms);
    } finally {
      await close();
    }
  }
  return {
    cold: median(cold),
    coldSpread: spread(cold),
    warm: median(warm),
    warmSpread: spread(warm),
    how,
    missed: cold.filter((x) => x == null).length,
  };
}

export default {
  name: 'page',
  description: `/login LCP and TBT, menu switch cold and warm, a dialog's first open; medians of ${RUNS}`,
  async run(ctx) {
    const browser = await ctx.browser();
    const { url } = await ctx.product('pglite');
    const base = await ctx.baselineReact();
    const rows = [];

    const shell = await loadFigures(browser, new URL('/login', url).href);
    const bare = await loadFigures(browser, base.url);
    const c = { case: 'page', unit: 'ms' };
    rows.push(
      row({
        ...c,
        metric: '/login LCP',
        value: round(shell.lcp, 0),
        baseline: round(bare.lcp, 0),
        budget: 800,
        note: `runs ${shell.lcpSpread}, baseline ${bare.lcpSpread}`,
      }),
    );
    rows.push(
      row({
        ...c,
        metric: '/login total blocking time',
        value: round(shell.tbt, 0),
        baseline: round(bare.tbt, 0),
        note: `runs ${shell.tbtSpread}, baseline ${bare.tbtSpread}`,
      }),
    );

    const bareSwitch = await switchFigures(browser, base.url, BASELINE_ROUTE, undefined);
    let session;
    try {
      session = await signIn(browser, url, 'admin@atlas.test');
    } catch (error) {
      return [...rows, skipped({ ...c, metric: 'menu switch' }, error.message)];
    }
    const s = await switchFigures(browser, url, ROUTE, session.storageState);
    const missed =
      (s.missed ? `; ${s.missed} runs saw no new h1` : '') +
      (session.how === 'login form' ? '' : `; signed in by ${session.how}`);
    rows.push(
      row({
        ...c,
        metric: `menu -> ${ROUTE.path} cold`,
        value: round(s.cold, 0),
        baseline: round(bareSwitch.cold, 0),
        budget: 300,
        note: `${s.how}; runs ${s.coldSpread}${missed}`,
      }),
    );
    rows.push(
      row({
        ...c,
        metric: `menu -> ${ROUTE.path} warm`,
        value: round(s.warm, 0),
        baseline: round(bareSwitch.warm, 0),
        budget: 100,
        note: `${s.how}; runs ${s.warmSpread}`,
      }),
    );
    const dialog = await dialogFigures(browser, url, session.storageState);
    rows.push(
      row({
        ...c,
        metric: '"Invite user" click to typeable, first open',
        value: round(dialog.ms, 0),
        budget: 100,
        note: `runs ${dialog.spread}`,
      }),
    );
    return rows;
  },
};
