import { useTranslation } from '@sp/i18n';
import { Link } from '@sp/router';
import { Skeleton, Stack, Text } from '@sp/ui';
import type { ReactNode } from 'react';

export interface SummaryFiguresProps {
  /** One entry per currency; undefined while loading. */
  rows: { currency: string; content: ReactNode }[] | undefined;
  to: string;
  linkKey: string;
  emptyKey: string;
}

/** A widget's figures, one currency under the other (never summed), and where they lead. */
export function SummaryFigures({ rows, to, linkKey, emptyKey }: SummaryFiguresProps) {
  const { t } = useTranslation('finance');
  if (!rows) return <Skeleton height="16" />;
  return (
    <Stack gap="2">
      {rows.length === 0 && <Text color="fg.muted">{t(emptyKey)}</Text>}
      {rows.map((r) => (
        <Stack key={r.currency} gap="0" data-currency={r.currency}>
          {r.content}
        </Stack>
      ))}
      <Link to={to}>
        <Text as="span" textStyle="sm" color="colorPalette.fg">
          {t(linkKey)}
        </Text>
      </Link>
    </Stack>
  );
}
