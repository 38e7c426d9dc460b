import { useTranslation } from '@sp/i18n';
import { Link } from '@sp/router';
import { isSignedIn, landingPath, useAuthStore } from '@sp/shared-auth';
import { Button, Center, Heading, Stack, Text } from '@sp/ui';

export interface ErrorPageProps {
  code: string;
  title: string;
  text: string;
}

/** Not found, not authorized, server error: what happened and the way back. */
export function ErrorPage({ code, title, text }: ErrorPageProps) {
  const { t } = useTranslation('shell');
  const signedIn = useAuthStore(isSignedIn);
  const role = useAuthStore((s) => s.userData?.role);
  return (
    <Center minH="100vh" p="6">
      <Stack gap="4" align="center" textAlign="center" maxW="lg">
        <Text fontSize="6xl" fontWeight="bold" color="colorPalette.fg" aria-hidden="true">
          {code}
        </Text>
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted">{text}</Text>
        <Button asChild>
          <Link to={signedIn ? landingPath(role) : '/login'}>
            {signedIn ? t('errors.backHome') : t('auth.backToLogin')}
          </Link>
        </Button>
      </Stack>
    </Center>
  );
}
