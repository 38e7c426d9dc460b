import type { ReturnerRisk } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Badge } from '@sp/ui';

/** The returner flag (issue 30.5): the counts behind it are in its name and its tooltip. */
export function ReturnerBadge({ risk }: { risk: ReturnerRisk | null | undefined }) {
  const { t } = useTranslation('orders');
  if (!risk) return null;
  const detail = t('returner.detail', { returned: risk.returned, cod: risk.codOrders });
  return (
    <Badge
      colorPalette="red"
      title={detail}
      aria-label={`${t('returner.badge')}: ${detail}`}
      data-testid="returner-badge"
      whiteSpace="nowrap"
    >
      {t('returner.badge')}
    </Badge>
  );
}
