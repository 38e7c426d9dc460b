import { useListState, type UseListState } from '@sp/ui';

export interface UseListQueryOptions<F extends string, Q> {
  /** The filters kept in the URL, by their query parameter name. */
  filters?: readonly F[];
  defaultPageSize?: number;
  defaultSort?: string;
  /**
   * From the URL state to the API query, where they differ (e.g. a day filter sent as an
   * instant). Without it the query is page, pageSize, sort, search and the filters.
   */
  toQuery?: (list: UseListState<F>) => Q;
}

/**
 * The one way a list page builds its API query: the list state in the URL (`useListState`)
 * and the query typed with the contract's list query type.
 *
 * ```ts
 * const list = useListQuery<'status', OrderListQuery>({ filters: ['status'] });
 * const orders = useOrders(list.query);
 * ```
 */
export function useListQuery<F extends string, Q>(
  options: UseListQueryOptions<F, Q> = {},
): Omit<UseListState<F>, 'query'> & { query: Q } {
  const { toQuery, ...state } = options;
  const list = useListState<F>(state);
  // A new object each render is fine: react-query compares query keys by value.
  return { ...list, query: toQuery ? toQuery(list) : (list.query as Q) };
}
