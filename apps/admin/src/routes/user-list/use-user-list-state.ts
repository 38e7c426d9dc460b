import type { AdminUserListQuery } from '@sp/contracts/api';
import { useListState } from '@sp/ui';

const FILTERS = ['role', 'status', 'storeId'] as const;

/** The users list's page, sort, search and filters, from the URL. */
export function useUserListState() {
  const list = useListState({ filters: FILTERS });
  return { ...list, query: list.query as AdminUserListQuery };
}
