import { useTranslation } from '@sp/i18n';
import { Text } from '@sp/ui';
import type { ConfigItem } from '../../components/config-columns';

/** The schedule's shares together: a quote of it is refused until they make exactly 100 %. */
export function ScheduleTotal({ items }: { items: ConfigItem[] }) {
  const { t, i18n } = useTranslation('agency');
  if (!items.length) return null;
  const bp = items.reduce((sum, i) => sum + Math.round(Number(i.sharePercent ?? 0) * 100), 0);
  const total = new Intl.NumberFormat(i18n.language).format(bp / 100);
  return (
    <Text
      marginBlockStart="3"
      fontSize="sm"
      color={bp === 10000 ? 'fg.muted' : 'fg.error'}
      role={bp === 10000 ? undefined : 'status'}
    >
      {bp === 10000
        ? t('programme.sharesComplete', { total })
        : t('programme.sharesIncomplete', { total })}
    </Text>
  );
}
