import type { APIRequestContext, Page } from '@playwright/test';
import {
  ACCOUNTS,
  apiSignIn,
  bearer,
  useSession as putSession,
  type Session,
} from '../../support/accounts';

/** Every page of the menus, per tenant (the seller's desk, the agency), plus the record pages. */
export const SELLER_PAGES = [
  '/admin/dashboard',
  '/dashboard',
  '/pages/account-settings',
  '/pages/user-profile',
  '/users',
  '/fulfillment-agents',
  '/roles',
  '/access-control',
  '/audit-log',
  '/orders',
  '/orders/add',
  '/orders/customers',
  '/orders/returns',
  '/orders/bulk-orders-import',
  '/orders/bulk-orders-labels-import',
  '/orders/report',
  '/orders/settings',
  '/labels',
  '/products',
  '/products/import',
  '/services',
  '/store',
  '/inventory',
  '/payment',
  '/payment/import',
  '/profit-loss',
  '/reports',
  '/purchase',
  '/purchase/add',
  '/purchase/collection',
  '/purchase/suppliers',
];
export const AGENCY_PAGES = [
  '/leads',
  '/leads/import',
  '/leads/board',
  '/agency',
  '/tasks',
  '/config/calculator',
  '/config/destinations',
  '/config/programmes',
  '/config/cost-components',
  '/config/payment-schedules',
  '/config/program-conditions',
  '/config/commission',
  '/config/task-types',
  '/age-dependents',
  '/terms',
];

const sessions = new Map<string, Session>();
export async function sessionOf(request: APIRequestContext, who: keyof typeof ACCOUNTS) {
  if (!sessions.has(who)) sessions.set(who, await apiSignIn(request, ACCOUNTS[who]));
  return sessions.get(who)!;
}

/** The seller's record pages: an order's detail (the widest page on a phone), a return's. */
export async function recordPages(request: APIRequestContext, session: Session) {
  const res = await request.get('/api/orders?pageSize=5', { headers: bearer(session) });
  const order = (await res.json()).items[0] as { id: string };
  const returns = (await (
    await request.get('/api/returns?pageSize=5', { headers: bearer(session) })
  ).json()) as { items: { id: string }[] };
  return [
    `/orders/${order.id}`,
    ...returns.items.slice(0, 1).map((r) => `/orders/returns/${r.id}`),
  ];
}

/** Opens a page and waits until its remote has drawn its first heading and the network is quiet. */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await page
    .getByRole('heading', { level: 1 })
    .first()
    .waitFor({ timeout: 20_000 })
    .catch(() => {});
  await page.waitForLoadState('networkidle').catch(() => {});
}

export async function signedInAs(
  page: Page,
  request: APIRequestContext,
  who: keyof typeof ACCOUNTS,
  language: string,
) {
  const session = await sessionOf(request, who);
  await putSession(page, session, { language });
  return session;
}
