/**
 * The api-client face: the only importer of @tanstack/react-query, with the endpoints of
 * signed-in pages. The client and the pre-sign-in endpoints live in @sp/http (kept off
 * the sign-in page's download with react-query, DESIGN.md section 8) and are re-exported.
 */
export * from '@sp/http';
export { accountApi } from './endpoints/account';
export type { ProfileUpdate, SessionInfo, NotificationPreferences } from './endpoints/account';
export { storesApi, notificationsApi, auditApi } from './endpoints/resources';
export {
  QueryClient,
  QueryClientProvider,
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
export { adminApi, toSearchParams } from './endpoints/admin';
export type { AuditQuery, Page } from './endpoints/admin';
