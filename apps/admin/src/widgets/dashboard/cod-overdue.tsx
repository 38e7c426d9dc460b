import { ordersPaths } from '@sp/contracts/paths';
import { useTranslation } from '@sp/i18n';
import { Link } from '@sp/router';
import { formatMoney, HStack, Skeleton, Stack, Text } from '@sp/ui';
import { useAdminDashboard } from './use-admin-dashboard';

/** Admin dashboard: cash on delivery a courier holds past its remittance rhythm, each opening its orders. */
export default function CodOverdueWidget() {
  const { t, i18n } = useTranslation('admin');
  const board = useAdminDashboard();
  if (board.error)
    return (
      <Text color="fg.error" role="alert">
        {t('dashboard.failed')}
      </Text>
    );
  if (!board.data) return <Skeleton height="24" />;
  const rows = board.data.codOverdue;
  if (rows.length === 0) return <Text color="fg.muted">{t('dashboard.codOverdue.none')}</Text>;
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label={t('dashboard.codOverdue.title')}>
      {rows.map((r) => (
        <HStack as="li" key={`${r.agentId}-${r.currency}`} justify="space-between" gap="3">
          <Stack gap="0" minWidth="0">
            <Link
              to={ordersPaths.list({
                status: 'delivered',
                paymentMethod: 'cod',
                paidState: 'unpaid',
                agentId: r.agentId,
              })}
            >
              {r.agent}
            </Link>
            <Text textStyle="xs" color="fg.muted">
              {t('dashboard.codOverdue.detail', { count: r.orders, days: r.oldestDays })}
            </Text>
          </Stack>
          <Text fontWeight="semibold" flexShrink={0}>
            {formatMoney(r.amount, r.currency, i18n.language)}
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}
