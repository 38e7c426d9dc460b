import { storesApi, useQuery } from '@sp/api-client';
import { myActivity } from '../../api/activity';
import { useTranslation } from '@sp/i18n';
import { Navigate, useParams } from '@sp/router';
import { useAuthStore } from '@sp/shared-auth';
import { useTenantStore } from '../../tenant/tenant-store';
import {
  Avatar,
  Badge,
  Card,
  Heading,
  HStack,
  SimpleGrid,
  Stack,
  Table,
  Text,
  formatDate,
  initials,
  titleCaseFromSnake,
} from '@sp/ui';

/** /pages/user-profile/:tab (only `profile`): own details, role, stores, recent activity. */
export function UserProfilePage() {
  const { t, i18n } = useTranslation('shell');
  const { tab } = useParams();
  const user = useAuthStore((s) => s.userData)!;
  const ability = useAuthStore((s) => s.ability);
  // Stores are a marketplace's: an agency's profile has no stores card.
  const hasStores = useTenantStore((s) => s.tenant.kind === 'marketplace');
  const stores = useQuery({ queryKey: ['stores'], queryFn: storesApi.list, enabled: hasStores });
  const canAudit = ability.can('read', 'AuditLog');
  const activity = useQuery({
    queryKey: ['audit', 'me', user.id],
    queryFn: () => myActivity(user.id),
    enabled: canAudit,
  });
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
        <Card.Root as="section" aria-label={t('profile.activity')}>
          <Card.Header>
            <Heading as="h2" size="lg">
              {t('profile.activity')}
            </Heading>
          </Card.Header>
          <Card.Body>
            {(!canAudit || activity.data?.items.length === 0) && (
              <Text color="fg.muted">{t('profile.noActivity')}</Text>
            )}
            {activity.data && activity.data.items.length > 0 && (
              <Table.Root size="sm">
                <Table.Body>
                  {activity.data.items.map((e) => (
                    <Table.Row key={e.id}>
                      <Table.Cell>{titleCaseFromSnake(e.action)}</Table.Cell>
                      <Table.Cell>{titleCaseFromSnake(e.recordType)}</Table.Cell>
                      <Table.Cell>{formatDate(e.at, 'datetime', i18n.language)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            )}
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
    </Stack>
  );
}
