import { useQuery } from '@sp/api-client';
import { adminApi } from './endpoints';

/** The latest mails of a local run's outbox; refreshed while the page is open. */
export const useOutbox = () =>
  useQuery({
    queryKey: ['admin', 'outbox'],
    queryFn: () => adminApi.outbox.list(),
    refetchInterval: 5_000,
    retry: false,
  });
