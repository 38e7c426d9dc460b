import { agencyPaths } from '@sp/contracts/paths';
import { useTranslation } from '@sp/i18n';
import { Link } from '@sp/router';
import { Box, Flex, Skeleton, Stack, Text } from '@sp/ui';
import { useAgencyDashboard } from './use-dashboard';

/** Leads per stage of the pipeline, the share that reached each stage from the one before. */
export default function PipelineFunnel() {
  const { t, i18n } = useTranslation('agency');
  const { data } = useAgencyDashboard();
  if (!data) return <Skeleton height="32" />;
  const max = Math.max(1, ...data.funnel.map((s) => s.reached || s.count));
  const pct = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <Stack gap="2">
      {data.funnel.map((s) => (
        <Flex key={s.status} align="center" gap="3">
          <Box width="24" flexShrink={0}>
            <Link to={agencyPaths.leads({ status: s.status })}>{t(`status.${s.status}`)}</Link>
          </Box>
          <Box flex="1" bg="bg.muted" borderRadius="sm" height="5">
            <Box
              bg={s.status === 'lost' ? 'red.400' : 'brand.solid'}
              borderRadius="sm"
              height="5"
              width={`${(100 * (s.status === 'lost' ? s.count : s.reached)) / max}%`}
            />
          </Box>
          <Text width="14" textAlign="end" fontVariantNumeric="tabular-nums">
            {s.count}
          </Text>
          <Text width="16" textAlign="end" color="fg.muted" fontSize="sm">
            {s.conversion === null ? '' : `${pct.format(s.conversion)} %`}
          </Text>
        </Flex>
      ))}
    </Stack>
  );
}
