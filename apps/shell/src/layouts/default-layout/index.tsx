import { useTranslation } from '@sp/i18n';
import { useLocation } from '@sp/router';
import {
  Box,
  CloseButton,
  Container,
  Drawer,
  Flex,
  Portal,
  Text,
  UiLocale,
  OVERLAY_NAV_QUERY,
  preloadLists,
  preloadOverlays,
} from '@sp/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { useMediaQuery } from '../../lib/use-media-query';
import { useSettingsStore } from '../../settings/settings-store';
import { useTenantStore } from '../../tenant/tenant-store';
import { ScrollToTop } from '../scroll-to-top';
import { Footer } from './footer';
import { HorizontalNav } from './horizontal-nav';
import { Navbar } from './navbar';
import { StoreSwitcher } from './store-switcher';
import { useMenu } from './use-menu';
import { VerticalNav } from './vertical-nav';

export interface DefaultLayoutProps {
  children: ReactNode;
}

/** Navbar + menu (horizontal sticky by default, vertical by setting, a drawer below lg). */
export function DefaultLayout({ children }: DefaultLayoutProps) {
  const { t, i18n } = useTranslation('shell');
  const s = useSettingsStore();
  const appTitle = useTenantStore((st) => st.tenant.appTitle);
  const overlay = useMediaQuery(OVERLAY_NAV_QUERY);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const menu = useMenu();
  useEffect(() => setDrawerOpen(false), [pathname]);
  useEffect(() => void Promise.all([preloadOverlays(), preloadLists()]), []);
  const vertical = !overlay && s.navLayout === 'vertical';
  const navLabel = t('layout.mainMenu');
  const headerBg = s.navbarBlur ? { bg: 'bg/80', backdropFilter: 'blur(8px)' } : { bg: 'bg' };
  const semiDark = s.semiDarkVerticalNav
    ? { className: 'dark', bg: 'gray.900', color: 'fg' }
    : { bg: 'bg.panel' };
  // Chakra's tabs, dialogs and drawers follow the language's direction (see UiLocale).
  return (
    <UiLocale locale={i18n.language}>
      <Flex minH="100vh" colorPalette={s.colorScheme} data-skin={s.skin}>
        {vertical && (
          <Box
            as="nav"
            aria-label={navLabel}
            position="sticky"
            top="0"
            h="100vh"
            overflowY="auto"
            flexShrink={0}
            width={s.verticalNavCollapsed ? '16' : '64'}
            borderEndWidth="1px"
            data-print-hidden=""
            {...semiDark}
          >
            <Text px="4" py="4" fontWeight="bold" fontSize="lg" truncate>
              {s.verticalNavCollapsed ? appTitle.slice(0, 2) : appTitle}
            </Text>
            <VerticalNav entries={menu} collapsed={s.verticalNavCollapsed} />
          </Box>
        )}
        <Flex direction="column" flex="1" minW="0">
          <Box
            as="header"
            position="sticky"
            top="0"
            zIndex="sticky"
            borderBottomWidth="1px"
            data-print-hidden=""
            {...headerBg}
          >
            <Navbar onOpenMenu={overlay ? () => setDrawerOpen(true) : undefined} />
            {!vertical && !overlay && (
              <Box as="nav" aria-label={navLabel} px="4" pb="2">
                <HorizontalNav entries={menu} />
              </Box>
            )}
          </Box>
          <Container
            as="main"
            id="main"
            flex="1"
            py="6"
            maxW={s.contentWidth === 'boxed' ? '8xl' : 'full'}
          >
            {children}
          </Container>
          <Footer />
        </Flex>
        {overlay && (
          <Drawer.Root
            open={drawerOpen}
            onOpenChange={(e) => setDrawerOpen(e.open)}
            placement="start"
          >
            <Portal>
              <Drawer.Backdrop />
              <Drawer.Positioner>
                <Drawer.Content {...semiDark}>
                  <Drawer.Header>
                    <Drawer.Title>{appTitle}</Drawer.Title>
                  </Drawer.Header>
                  <Drawer.Body px="0" as="nav" aria-label={navLabel}>
                    <StoreSwitcher placement="menu" />
                    <VerticalNav entries={menu} onNavigate={() => setDrawerOpen(false)} />
                  </Drawer.Body>
                  <Drawer.CloseTrigger asChild>
                    <CloseButton size="sm" aria-label={t('layout.close')} />
                  </Drawer.CloseTrigger>
                </Drawer.Content>
              </Drawer.Positioner>
            </Portal>
          </Drawer.Root>
        )}
        <ScrollToTop />
      </Flex>
    </UiLocale>
  );
}
