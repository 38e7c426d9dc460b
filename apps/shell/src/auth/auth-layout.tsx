import { useTranslation } from '@sp/i18n';
import { Box, Card, Center, Flex, Heading, Stack, Text } from '@sp/ui';
import { useLayoutEffect, type ReactNode } from 'react';
import { takeOverPrerender } from '../prerender/take-over';
import { useTenantStore } from '../tenant/tenant-store';
import { AuthIllustration } from './auth-illustration';

export interface AuthLayoutProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** The tenant's choice (GET /api/tenant/public authLayout) unless a gallery page forces one. */
  variant?: 'centered' | 'illustrated';
}

/** SPEC C5: the two auth layouts, a centred card or an illustration beside the form. */
export function AuthLayout({ title, subtitle, children, variant }: AuthLayoutProps) {
  const { t } = useTranslation('shell');
  const tenant = useTenantStore((s) => s.tenant);
  const layout = variant ?? tenant.authLayout;
  // The sign-in page may have painted from the build's markup: once this page's form is in
  // place (children commit first), it takes over what the visitor typed there.
  useLayoutEffect(takeOverPrerender, []);
  const header = (
    <Stack gap="1" mb="6">
      <Text fontWeight="bold" color="colorPalette.fg" fontSize="lg">
        {tenant.appTitle}
      </Text>
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      {subtitle && <Text color="fg.muted">{subtitle}</Text>}
    </Stack>
  );
  if (layout === 'illustrated') {
    return (
      <Flex minH="100vh">
        <Box
          flex="1.4"
          display={{ base: 'none', lg: 'flex' }}
          bg="colorPalette.subtle"
          alignItems="center"
          justifyContent="center"
          p="12"
        >
          <AuthIllustration label={t('auth.illustration')} />
        </Box>
        <Center flex="1" p={{ base: '6', md: '12' }} bg="bg">
          <Box width="full" maxW="md">
            {header}
            {children}
          </Box>
        </Center>
      </Flex>
    );
  }
  return (
    <Center minH="100vh" p="4">
      <Card.Root width="full" maxW="md" variant="elevated">
        <Card.Body p={{ base: '6', md: '8' }}>
          {header}
          {children}
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
