import { useTranslation } from '@sp/i18n';
import { NavLink, Outlet } from '@sp/router';
import { useAuthStore } from '@sp/shared-auth';
import { Badge, Box, Flex, HStack } from '@sp/ui';
import { moduleMenu } from '../federation/module-nav';
import { useModuleRegistry } from '../federation/module-registry';

export function RootLayout() {
  const { t } = useTranslation();
  const modules = useModuleRegistry((s) => s.modules);
  const ability = useAuthStore((s) => s.ability);
  const menu = moduleMenu(modules, ability);
  return (
    <Flex direction="column" minH="100vh">
      <Box as="nav" aria-label={t('shell:home')} px="6" py="3" borderBottomWidth="1px">
        <HStack gap="4" wrap="wrap">
          <NavLink to="/">{t('shell:home')}</NavLink>
          {menu.map((entry) => (
            <NavLink key={entry.id} to={entry.to ?? entry.children?.[0]?.to ?? '/'}>
              {t(`${entry.ns}:${entry.labelKey}`)}
              {entry.unavailable && (
                <Badge ms="2" colorPalette="red">
                  {t('shell:module.unavailableBadge')}
                </Badge>
              )}
            </NavLink>
          ))}
        </HStack>
      </Box>
      <Box as="main" flex="1" p="6">
        <Outlet />
      </Box>
    </Flex>
  );
}
