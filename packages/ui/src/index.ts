/**
 * The UI face: the only importer of @chakra-ui/react. Re-export a Chakra component here
 * when an app needs it (and add its recipe to theme/system.ts). A shared singleton is
 * shipped whole, so export only what is used.
 */
export {
  Alert,
  Box,
  Button,
  Card,
  Center,
  CloseButton,
  Container,
  Flex,
  Grid,
  GridItem,
  Heading,
  HStack,
  IconButton,
  Link,
  Portal,
  Separator,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
  VisuallyHidden,
  VStack,
  chakra,
} from '@chakra-ui/react';
export type { HTMLChakraProps } from '@chakra-ui/react';
export { Field, Input } from './components/field';
export {
  Accordion,
  Avatar,
  Checkbox,
  ConfirmDialog,
  DateConfirmDialog,
  Dialog,
  Drawer,
  Menu,
  NativeSelect,
  Popover,
  Switch,
  Table,
  Tabs,
  Textarea,
  Badge,
  Kbd,
  Skeleton,
  DataTable,
  Pagination,
  SearchInput,
  DayInput,
  DayFilter,
  FilterBar,
  FilterSelect,
  preloadLists,
  preloadOverlays,
} from './lazy';
export { UiProvider } from './provider';
export { UiLocale } from './locale';
export type { UiProviderProps } from './provider';
export { system } from './theme/system';
export { uiTranslations } from './i18n';
export { BeingBuilt } from './components/being-built';
export type { BeingBuiltProps } from './components/being-built';
export { BeingBuiltRoute, beingBuiltRoute } from './components/being-built-route';
export { FullPageLoader } from './components/full-page-loader';
export { AppIcon, preloadIcons } from './icons/app-icon';
export type { AppIconProps } from './icons/app-icon';
export { ICON_PATHS } from './icons/paths';
export { AppToaster, notify, TOAST_DURATION_MS } from './toast/toaster';
export { playErrorSound } from './toast/error-sound';
export type { ConfirmDialogProps } from './dialogs/confirm-dialog';
export type { DateConfirmDialogProps } from './dialogs/date-confirm-dialog';
export { isDateAllowed, maxDateFor, todayIso } from './dialogs/date-limits';
export { formatDate, formatDateRange, daysRemaining, weekStart } from './format/dates';
export { dayText, parseDay } from './format/day';
export type { DateFormat } from './format/dates';
export { initials, titleCaseFromSnake, capitalize, lowercase, signed } from './format/text';
export { formatMoney, numberLocale } from './format/money';
export type { MoneyOptions } from './format/money';
export {
  PAGE_SIZES,
  DEFAULT_PAGE_SIZE,
  BREAKPOINTS,
  OVERLAY_NAV_MAX_WIDTH,
  OVERLAY_NAV_QUERY,
  SCROLL_TOP_THRESHOLD_PX,
  HASH_SCROLL_OFFSET_PX,
} from './constants';
// The list kit's components load lazily (./lazy); its types and pure state helpers do not.
export type { DataColumn, DataTableProps } from './data/data-table';
export type { PaginationProps } from './data/pagination';
export type { SearchInputProps } from './data/search-input';
export type { DayInputProps } from './data/day-input';
export type { DayFilterProps } from './data/day-filter';
export type { FilterBarProps, FilterSelectProps } from './data/filter-bar';
export { useListState } from './data/use-list-state';
export type { UseListState } from './data/use-list-state';
export { applyListPatch, listQuery, nextSort, readListState } from './data/list-state';
export type { ListPatch, ListState, ListStateOptions } from './data/list-state';
