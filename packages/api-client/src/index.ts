/**
 * The api-client face: the only importer of @tanstack/react-query. A federation singleton
 * shipped shell-first, so it holds only what every page needs: the HTTP client (re-exported
 * from @sp/http, kept off the sign-in page with react-query, DESIGN.md section 8), the
 * query client, the list and idempotency helpers, and the endpoints the shell itself calls
 * (account, stores, notifications). A remote's endpoints live in the remote
 * (apps/<remote>/src/api/), so adding one never means redeploying the shell;
 * face.test.ts keeps it so.
 */
export * from '@sp/http';
export { accountApi } from './endpoints/account';
export type { ProfileUpdate, SessionInfo, NotificationPreferences } from './endpoints/account';
export { storesApi, notificationsApi } from './endpoints/resources';
export { getJson, idempotencyKey, runReport, toSearchParams } from './endpoints/query';
export type { Page } from './endpoints/query';
export {
  QueryClient,
  QueryClientProvider,
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
