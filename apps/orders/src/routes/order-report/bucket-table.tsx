import type { OrderReportBucket } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Box, Card, Heading, Table } from '@sp/ui';
import { formatMoney, formatNumber } from '../../lib/format';

interface Props {
  title: string;
  buckets: OrderReportBucket[];
  currency: string;
  label: (b: OrderReportBucket) => string;
  /** Show a bar of each count against the largest (the by-day table). */
  bars?: boolean;
}

/** One breakdown of the report: label, orders and amount per bucket. */
export function BucketTable({ title, buckets, currency, label, bars }: Props) {
  const { t, i18n } = useTranslation('orders');
  const lng = i18n.language;
  const max = Math.max(1, ...buckets.map((b) => b.count));
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Heading size="sm" as="h3">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Table.ScrollArea maxHeight="80">
          <Table.Root size="sm" aria-label={title} stickyHeader>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('report.bucket')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('report.orders')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('report.amount')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {buckets.map((b) => (
                <Table.Row key={b.key}>
                  <Table.Cell>
                    {label(b)}
                    {bars && (
                      <Box
                        height="1"
                        marginBlockStart="1"
                        borderRadius="full"
                        bg="colorPalette.solid"
                        colorPalette="brand"
                        width={`${(b.count / max) * 100}%`}
                      />
                    )}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{formatNumber(b.count, lng)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatMoney(b.amount, currency, lng)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Card.Body>
    </Card.Root>
  );
}
