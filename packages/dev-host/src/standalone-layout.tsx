import { http, request } from '@sp/api-client';
import type { NavItem, RemoteModule } from '@sp/contracts';
import { useTranslation } from '@sp/i18n';
import { NavLink, Outlet } from '@sp/router';
import { isSignedIn, useAuthStore, type SignIn } from '@sp/shared-auth';
import { Box, Button, HStack, Input, Stack, Text } from '@sp/ui';
import { useState, type FormEvent } from 'react';

function flatten(items: NavItem[]): NavItem[] {
  return items.flatMap((i) => [i, ...flatten(i.children ?? [])]).filter((i) => i.to);
}

export function StandaloneLayout({ remote }: { remote: RemoteModule }) {
  const { t } = useTranslation(remote.id);
  const signedIn = useAuthStore(isSignedIn);
  if (!signedIn) return <DevSignIn />;
  return (
    <Stack p="4" gap="4">
      <HStack as="nav" gap="4" wrap="wrap">
        {flatten(remote.nav).map((item) => (
          <NavLink key={item.id} to={item.to!}>
            {t(item.labelKey)}
          </NavLink>
        ))}
        <Button size="xs" variant="outline" onClick={() => useAuthStore.getState().signOut()}>
          Sign out
        </Button>
      </HStack>
      <Box as="main">
        <Outlet />
      </Box>
    </Stack>
  );
}

/** A bare sign-in for development only; the product's is the shell's login page. */
function DevSignIn() {
  const [error, setError] = useState('');
  const submit = async (event: FormEvent<HTMLDivElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget as unknown as HTMLFormElement);
    try {
      const answer = await request(() =>
        http
          .post('auth/login', { json: Object.fromEntries(form) })
          .json<SignIn | { twoStep: unknown }>(),
      );
      if ('accessToken' in answer) useAuthStore.getState().signIn(answer);
      else setError('This account needs a two-step code: use the shell to sign in.');
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <Stack as="form" onSubmit={submit} maxW="sm" m="8" gap="3">
      <Text fontWeight="bold">Standalone development sign-in</Text>
      <Input name="email" type="email" aria-label="Email" placeholder="admin@atlas.test" />
      <Input name="password" type="password" aria-label="Password" />
      <Button type="submit">Sign in</Button>
      {error && <Text color="fg.error">{error}</Text>}
    </Stack>
  );
}
