import { lazyList, lazyListNamespace, lazyNamespace, lazyOverlay } from './lazy-parts';

export { preloadLists, preloadOverlays } from './lazy-parts';
export const Accordion = lazyNamespace('Accordion');
export const Avatar = lazyNamespace('Avatar');
export const Checkbox = lazyNamespace('Checkbox');
export const Dialog = lazyNamespace('Dialog');
export const Drawer = lazyNamespace('Drawer');
export const Menu = lazyNamespace('Menu');
export const Popover = lazyNamespace('Popover');
export const Switch = lazyNamespace('Switch');
export const Tabs = lazyNamespace('Tabs');
export const ConfirmDialog = lazyOverlay('ConfirmDialog');
export const DateConfirmDialog = lazyOverlay('DateConfirmDialog');

export const Table = lazyListNamespace('Table');
export const NativeSelect = lazyListNamespace('NativeSelect');
export const Textarea = lazyList('Textarea');
export const Badge = lazyList('Badge');
export const Kbd = lazyList('Kbd');
export const Skeleton = lazyList('Skeleton');
export const DataTable = lazyList('DataTable');
export const Pagination = lazyList('Pagination');
export const SearchInput = lazyList('SearchInput');
export const DayInput = lazyList('DayInput');
export const DayFilter = lazyList('DayFilter');
export const FilterBar = lazyList('FilterBar');
export const FilterSelect = lazyList('FilterSelect');
