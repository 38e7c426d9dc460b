import type { LeadStatus } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Badge } from '@sp/ui';

export const STATUS_COLOR: Record<LeadStatus, string> = {
  new: 'gray',
  contacted: 'blue',
  qualified: 'purple',
  applied: 'orange',
  enrolled: 'green',
  lost: 'red',
};

export function StatusBadge({ status }: { status: LeadStatus }) {
  const { t } = useTranslation('agency');
  return <Badge colorPalette={STATUS_COLOR[status]}>{t(`status.${status}`)}</Badge>;
}
