/** The api-client face: the only importer of ky and @tanstack/react-query. */
export { http, request, ApiError, setUnauthorizedHandler } from './http';
export type { ApiErrorBody } from './http';
export { tenantApi } from './endpoints/tenant';
export {
  QueryClient,
  QueryClientProvider,
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
