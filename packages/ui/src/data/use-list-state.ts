import { useSearchParams } from '@sp/router';
import { useCallback, useMemo } from 'react';
import {
  applyListPatch,
  listQuery,
  nextSort,
  readListState,
  type ListPatch,
  type ListState,
  type ListStateOptions,
} from './list-state';

export interface UseListState<F extends string> extends ListState<F> {
  /** The API query: page, pageSize, sort, search and the filters, empty ones left out. */
  query: Record<string, string | number>;
  update: (patch: ListPatch<F>) => void;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  toggleSort: (field: string) => void;
  setSearch: (search: string) => void;
  setFilter: (key: F, value: string | undefined) => void;
}

/**
 * Page, page size, sort, search and filters of a server-side list, kept in the URL's
 * search params (a view can be shared, and survives a reload or Back).
 */
export function useListState<F extends string = never>(options: ListStateOptions<F> = {}): UseListState<F> {
  const [params, setParams] = useSearchParams();
  const { filters, defaultPageSize, defaultSort } = options;
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stable = useMemo(() => options, [filters?.join(), defaultPageSize, defaultSort]);
  const state = useMemo(() => readListState(params, stable), [params, stable]);
  const update = useCallback(
    (patch: ListPatch<F>) =>
      // Typing in the search box replaces the entry instead of filling the history.
      setParams((prev) => applyListPatch(prev, patch, stable), { replace: 'search' in patch }),
    [setParams, stable],
  );
  return {
    ...state,
    query: useMemo(() => listQuery(state), [state]),
    update,
    setPage: useCallback((page: number) => update({ page }), [update]),
    setPageSize: useCallback((pageSize: number) => update({ pageSize }), [update]),
    toggleSort: useCallback((field: string) => update({ sort: nextSort(state.sort, field) }), [update, state.sort]),
    setSearch: useCallback((search: string) => update({ search }), [update]),
    setFilter: useCallback((key: F, value: string | undefined) => update({ filters: { [key]: value } as ListPatch<F>['filters'] }), [update]),
  };
}
