/**
 * The HTTP face: the only importer of ky. The client, its error type and hooks, and the
 * endpoints the shell needs before sign-in (tenant, auth). It is apart from
 * @sp/api-client (the other endpoints and react-query) so the sign-in page does not
 * download react-query (DESIGN.md section 8); @sp/api-client re-exports all of it.
 */
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
