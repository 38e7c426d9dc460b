import { useQuery } from '@sp/api-client';
import { adminApi } from '../api/endpoints';
import { useTranslation } from '@sp/i18n';
import { Box, HStack, Skeleton, Stack, Text } from '@sp/ui';

/** Admin dashboard: how many active staff hold each role. */
export default function StaffByRoleWidget() {
  const { t } = useTranslation('admin');
  const stats = useQuery({
    queryKey: ['admin', 'users', 'stats', 'by-role'],
    queryFn: () => adminApi.users.staffByRole(),
  });
  if (!stats.data) return <Skeleton height="24" />;
  const counts = new Map<string, number>();
  for (const item of stats.data.items) {
    if (item.status === 'deactivated') continue;
    counts.set(item.role, (counts.get(item.role) ?? 0) + item.count);
  }
  const max = Math.max(1, ...counts.values());
  return (
    <Stack gap="3" aria-label={t('widgets.staffByRole')}>
      {(['super_admin', 'admin', 'agent'] as const).map((role) => (
        <Stack key={role} gap="1">
          <HStack justify="space-between">
            <Text textStyle="sm">{t(`role.${role}`)}</Text>
            <Text textStyle="sm" fontWeight="semibold">
              {counts.get(role) ?? 0}
            </Text>
          </HStack>
          <Box height="2" bg="bg.muted" borderRadius="full">
            <Box
              height="2"
              bg="colorPalette.solid"
              borderRadius="full"
              width={`${((counts.get(role) ?? 0) / max) * 100}%`}
            />
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}
