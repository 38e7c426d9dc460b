/**
 * The UI face: the only importer of @chakra-ui/react. Re-export a Chakra component here
 * when an app needs it (and add its recipe to theme/system.ts). A shared singleton is
 * shipped whole, so export only what is used.
 */
export {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Center,
  CloseButton,
  Container,
  Field,
  Flex,
  Grid,
  GridItem,
  Heading,
  HStack,
  IconButton,
  Input,
  Kbd,
  Link,
  NativeSelect,
  Portal,
  Separator,
  SimpleGrid,
  Skeleton,
  Spinner,
  Stack,
  Table,
  Text,
  Textarea,
  VisuallyHidden,
  VStack,
  chakra,
} from '@chakra-ui/react';
export type { HTMLChakraProps } from '@chakra-ui/react';
export { Accordion, Avatar, Checkbox, Dialog, Drawer, Menu, Popover, Switch, Tabs, preloadOverlays } from './lazy';
export { UiProvider } from './provider';
export type { UiProviderProps } from './provider';
export { system } from './theme/system';
export { uiTranslations } from './i18n';
export { BeingBuilt } from './components/being-built';
export type { BeingBuiltProps } from './components/being-built';
export { BeingBuiltRoute, beingBuiltRoute } from './components/being-built-route';
export { FullPageLoader } from './components/full-page-loader';
export { AppIcon } from './icons/app-icon';
export type { AppIconProps } from './icons/app-icon';
export { ICON_PATHS } from './icons/paths';
export { AppToaster, notify, TOAST_DURATION_MS } from './toast/toaster';
export { playErrorSound } from './toast/error-sound';
export { ConfirmDialog } from './dialogs/confirm-dialog';
export type { ConfirmDialogProps } from './dialogs/confirm-dialog';
export { DateConfirmDialog } from './dialogs/date-confirm-dialog';
export type { DateConfirmDialogProps } from './dialogs/date-confirm-dialog';
export { isDateAllowed, maxDateFor, todayIso } from './dialogs/date-limits';
export { formatDate, daysRemaining, weekStart } from './format/dates';
export type { DateFormat } from './format/dates';
export { initials, titleCaseFromSnake, capitalize, lowercase, signed } from './format/text';
export {
  PAGE_SIZES,
  DEFAULT_PAGE_SIZE,
  BREAKPOINTS,
  OVERLAY_NAV_MAX_WIDTH,
  OVERLAY_NAV_QUERY,
  SCROLL_TOP_THRESHOLD_PX,
  HASH_SCROLL_OFFSET_PX,
} from './constants';
export * from './data';
