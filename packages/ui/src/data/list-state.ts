import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../constants';

/** What a server-side list shows: kept in the URL so a view can be shared and reloaded. */
export interface ListState<F extends string = string> {
  page: number;
  pageSize: number;
  /** `field` ascending, `-field` descending, undefined: the API's default order. */
  sort: string | undefined;
  search: string;
  filters: Record<F, string | undefined>;
}

export interface ListStateOptions<F extends string = string> {
  /** Names of the filter parameters this list keeps (e.g. role, status). */
  filters?: readonly F[];
  defaultPageSize?: number;
  defaultSort?: string;
}

export type ListPatch<F extends string = string> = Partial<Omit<ListState<F>, 'filters'>> & {
  filters?: Partial<Record<F, string | undefined>>;
};

const positiveInt = (raw: string | null) => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : null;
};

/** Reads the list state from search params; anything invalid falls back to the default. */
export function readListState<F extends string>(params: URLSearchParams, options: ListStateOptions<F> = {}): ListState<F> {
  const size = positiveInt(params.get('pageSize'));
  const filters = {} as Record<F, string | undefined>;
  for (const key of options.filters ?? []) filters[key] = params.get(key) || undefined;
  return {
    page: positiveInt(params.get('page')) ?? 1,
    pageSize: size && (PAGE_SIZES as readonly number[]).includes(size) ? size : (options.defaultPageSize ?? DEFAULT_PAGE_SIZE),
    sort: params.get('sort') || options.defaultSort,
    search: params.get('search') ?? '',
    filters,
  };
}

/**
 * The search params after a change. Any change other than the page itself sends the
 * list back to page 1 (the old page may not exist in the new result). Defaults and
 * empty values are left out of the URL.
 */
export function applyListPatch<F extends string>(
  params: URLSearchParams,
  patch: ListPatch<F>,
  options: ListStateOptions<F> = {},
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | number | undefined, fallback?: string | number) => {
    if (value === undefined || value === '' || value === fallback) next.delete(key);
    else next.set(key, String(value));
  };
  if ('pageSize' in patch) set('pageSize', patch.pageSize, options.defaultPageSize ?? DEFAULT_PAGE_SIZE);
  if ('sort' in patch) set('sort', patch.sort, options.defaultSort);
  if ('search' in patch) set('search', patch.search?.trim());
  for (const [key, value] of Object.entries(patch.filters ?? {})) set(key, value as string | undefined);
  const onlyPage = Object.keys(patch).every((k) => k === 'page');
  set('page', onlyPage ? patch.page : 1, 1);
  return next;
}

/** Clicking a sortable header: ascending, then descending, then the default order. */
export function nextSort(current: string | undefined, field: string): string | undefined {
  if (current === field) return `-${field}`;
  if (current === `-${field}`) return undefined;
  return field;
}

/** The API query of a list state: flat, without empty values. */
export function listQuery<F extends string>(state: ListState<F>): Record<string, string | number> {
  const query: Record<string, string | number> = { page: state.page, pageSize: state.pageSize };
  if (state.sort) query.sort = state.sort;
  if (state.search) query.search = state.search;
  for (const [key, value] of Object.entries(state.filters)) if (value) query[key] = value as string;
  return query;
}
