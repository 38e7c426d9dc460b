import { storesApi, useQuery } from '@sp/api-client';
import { WidgetCards } from '../../dashboards/widget-board';
import { useTranslation } from '@sp/i18n';
import { Navigate, useParams } from '@sp/router';
import { useAuthStore } from '@sp/shared-auth';
import { useTenantStore } from '../../tenant/tenant-store';
import { Avatar, Badge, Card, Heading, HStack, SimpleGrid, Stack, Text, initials } from '@sp/ui';

/** /pages/user-profile/:tab (only `profile`): own details, role, stores, and the cards modules place here (recent activity). */
export function UserProfilePage() {
  const { t } = useTranslation('shell');
  const { tab } = useParams();
  const user = useAuthStore((s) => s.userData)!;
  // Stores are a marketplace's: an agency's profile has no stores card.
  const hasStores = useTenantStore((s) => s.tenant.kind === 'marketplace');
  const stores = useQuery({ queryKey: ['stores'], queryFn: storesApi.list, enabled: hasStores });
  if (tab !== 'profile') return <Navigate to="/pages/user-profile/profile" replace />;
  const myStores = (stores.data?.items ?? []).filter(
    (s) => user.storeIds.length === 0 || user.storeIds.includes(s.id),
  );
  return (
    <Stack gap="6">
      <Card.Root>
        <Card.Body>
          <HStack gap="5">
            <Avatar.Root size="2xl">
              {user.avatarUrl && <Avatar.Image src={user.avatarUrl} alt="" />}
              <Avatar.Fallback>{initials(user.fullName)}</Avatar.Fallback>
            </Avatar.Root>
            <Stack gap="1">
              <Heading as="h1" size="2xl">
                {user.fullName}
              </Heading>
              <Text color="fg.muted">{user.email}</Text>
              <HStack>
                <Badge>{t(`roles.${user.role}`)}</Badge>
                {user.twoFactorEnabled && (
                  <Badge colorPalette="green">{t('account.totp.on')}</Badge>
                )}
              </HStack>
            </Stack>
          </HStack>
        </Card.Body>
      </Card.Root>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        {hasStores && (
          <Card.Root as="section" aria-label={t('profile.stores')}>
            <Card.Header>
              <Heading as="h2" size="lg">
                {t('profile.stores')}
              </Heading>
            </Card.Header>
            <Card.Body>
              {myStores.length === 0 && <Text color="fg.muted">{t('profile.noStores')}</Text>}
              <Stack as="ul" listStyleType="none" gap="2">
                {myStores.map((s) => (
                  <Text as="li" key={s.id}>
                    {s.name} · {s.marketplace} · {s.country}
                  </Text>
                ))}
              </Stack>
            </Card.Body>
          </Card.Root>
        )}
        {/* The modules' cards for this page: the admin's "recent activity" names actions in the reader's language. */}
        <WidgetCards dashboard="profile" />
      </SimpleGrid>
    </Stack>
  );
}
