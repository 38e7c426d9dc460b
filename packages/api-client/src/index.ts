/** The api-client face: the only importer of ky and @tanstack/react-query. */
export {
  http,
  request,
  ApiError,
  setUnauthorizedHandler,
  setMaintenanceHandler,
  setNavigator,
  signOutToLogin,
} from './http';
export type { ApiErrorBody } from './http';
export { tenantApi } from './endpoints/tenant';
export type { PublicTenant } from './endpoints/tenant';
export { authApi, signOut } from './endpoints/auth';
export type { RegisterBody } from './endpoints/auth';
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
export type * from './endpoints/admin';
