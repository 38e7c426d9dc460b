import { keepPreviousData, useQuery } from '@sp/api-client';
import { adminApi, type AuditQuery } from './endpoints';

export const useAuditLog = (query: AuditQuery) =>
  useQuery({
    queryKey: ['admin', 'audit-log', query],
    queryFn: () => adminApi.audit.list(query),
    placeholderData: keepPreviousData,
  });
