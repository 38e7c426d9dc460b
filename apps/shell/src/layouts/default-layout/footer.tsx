import { useTranslation } from '@sp/i18n';
import { Box, Text } from '@sp/ui';
import { useTenantStore } from '../../tenant/tenant-store';

export function Footer() {
  const { t } = useTranslation('shell');
  const appTitle = useTenantStore((s) => s.tenant.appTitle);
  return (
    <Box as="footer" px="6" py="4" borderTopWidth="1px" data-print-hidden="">
      <Text fontSize="sm" color="fg.muted">
        {t('layout.footer', { year: new Date().getFullYear(), app: appTitle })}
      </Text>
    </Box>
  );
}
