import { adminApi, keepPreviousData, useQuery, type AuditQuery } from '@sp/api-client';

export const useAuditLog = (query: AuditQuery) =>
  useQuery({ queryKey: ['admin', 'audit-log', query], queryFn: () => adminApi.audit.list(query), placeholderData: keepPreviousData });
