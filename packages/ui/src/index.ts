/**
 * The UI face: the only importer of @chakra-ui/react. Re-export a Chakra component here
 * when an app needs it (and add its recipe to theme/system.ts).
 */
export {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Center,
  Container,
  Flex,
  Grid,
  GridItem,
  Heading,
  HStack,
  IconButton,
  Input,
  Link,
  Separator,
  Skeleton,
  Spinner,
  Stack,
  Text,
  VStack,
  chakra,
} from '@chakra-ui/react';
export { UiProvider } from './provider';
export type { UiProviderProps } from './provider';
export { system } from './theme/system';
export { uiTranslations } from './i18n';
export { BeingBuilt } from './components/being-built';
export type { BeingBuiltProps } from './components/being-built';
export { BeingBuiltRoute, beingBuiltRoute } from './components/being-built-route';
