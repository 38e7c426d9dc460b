import { useQuery } from '@sp/api-client';
import { adminApi } from '../api/endpoints';
import { useTranslation } from '@sp/i18n';
import { formatDate, HStack, Skeleton, Stack, Text } from '@sp/ui';

/** Admin dashboard: the latest sign-ins of the tenant's staff. */
export default function RecentSignInsWidget() {
  const { t, i18n } = useTranslation('admin');
  const data = useQuery({
    queryKey: ['admin', 'users', 'stats', 'recent-sign-ins'],
    queryFn: () => adminApi.users.recentSignIns(),
  });
  if (!data.data) return <Skeleton height="24" />;
  if (data.data.items.length === 0) return <Text color="fg.muted">{t('widgets.noSignIns')}</Text>;
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label={t('widgets.recentSignIns')}>
      {data.data.items.map((s, i) => (
        <HStack as="li" key={`${s.userId}-${i}`} justify="space-between" gap="3">
          <Stack gap="0" minWidth="0">
            <Text textStyle="sm" fontWeight="medium" truncate>
              {s.fullName}
            </Text>
            <Text textStyle="xs" color="fg.muted" truncate>
              {s.email}
            </Text>
          </Stack>
          <Text textStyle="xs" color="fg.muted" flexShrink={0}>
            {formatDate(s.at, 'datetime', i18n.language)}
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}
