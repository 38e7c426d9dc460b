import type { ProfitLossLinesQuery } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Link } from '@sp/router';
import {
  CloseButton,
  Drawer,
  HStack,
  Portal,
  Skeleton,
  Stack,
  Table,
  Text,
  formatDate,
} from '@sp/ui';
import { useProfitLossLines } from '../../api/profit-loss';
import { ErrorAlert } from '../../components/error-alert';
import { formatMoney } from '../../lib/format';
import { useDir } from '../../lib/use-dir';

export interface DrilldownDrawerProps {
  /** The figure open (with its currency and group); null when closed. */
  query: ProfitLossLinesQuery | null;
  /** The group's label, when a group's figure is open. */
  groupLabel?: string;
  onClose: () => void;
}

/** The orders and payments behind one figure of the statement, and their total (equal to the figure). */
export function DrilldownDrawer({ query, groupLabel, onClose }: DrilldownDrawerProps) {
  const { t, i18n } = useTranslation('finance');
  const lng = i18n.language;
  const lines = useProfitLossLines(query);
  const dir = useDir();
  const title = query
    ? t('pl.drilldownTitle', { figure: t(`figure.${query.figure}`), currency: query.currency })
    : '';
  return (
    <Drawer.Root
      open={Boolean(query)}
      onOpenChange={(e) => !e.open && onClose()}
      placement="end"
      size="md"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner dir={dir}>
          <Drawer.Content dir={dir}>
            <Drawer.Header>
              <Stack gap="0">
                <Drawer.Title>{title}</Drawer.Title>
                {groupLabel && (
                  <Text textStyle="sm" color="fg.muted">
                    {groupLabel}
                  </Text>
                )}
              </Stack>
            </Drawer.Header>
            <Drawer.Body>
              <ErrorAlert error={lines.error} />
              {lines.isLoading && <Skeleton height="40" />}
              {lines.data && (
                <Stack gap="3">
                  <HStack justify="space-between" fontWeight="semibold">
                    <Text>{t('pl.total')}</Text>
                    <Text data-testid="drilldown-total">
                      {formatMoney(lines.data.total, lines.data.currency, lng)}
                    </Text>
                  </HStack>
                  {lines.data.lines.length === 0 && <Text color="fg.muted">{t('pl.noLines')}</Text>}
                  {lines.data.lines.length > 0 && (
                    <Table.Root size="sm" aria-label={title}>
                      <Table.Header>
                        <Table.Row>
                          <Table.ColumnHeader>{t('pl.record')}</Table.ColumnHeader>
                          <Table.ColumnHeader>{t('pl.date')}</Table.ColumnHeader>
                          <Table.ColumnHeader textAlign="end">
                            {t('fields.amount')}
                          </Table.ColumnHeader>
                        </Table.Row>
                      </Table.Header>
                      <Table.Body>
                        {lines.data.lines.map((l, i) => (
                          <Table.Row key={`${l.kind}-${l.id}-${i}`} data-testid="drilldown-line">
                            <Table.Cell>
                              {l.kind === 'charge' ? (
                                // A monthly service charge: on no order or payment, nothing to open.
                                <Text as="span">{l.number}</Text>
                              ) : (
                                <Link
                                  to={l.kind === 'order' ? `/orders/${l.id}` : `/payment/${l.id}`}
                                  onClick={onClose}
                                >
                                  <Text as="span" dir="ltr" color="colorPalette.fg">
                                    {l.number}
                                  </Text>
                                </Link>
                              )}
                              {l.label && (
                                <Text textStyle="xs" color="fg.muted">
                                  {l.label}
                                </Text>
                              )}
                            </Table.Cell>
                            <Table.Cell whiteSpace="nowrap">
                              {formatDate(l.date, 'DD Mon, YYYY', lng)}
                            </Table.Cell>
                            <Table.Cell textAlign="end" whiteSpace="nowrap">
                              {formatMoney(l.amount, lines.data.currency, lng)}
                            </Table.Cell>
                          </Table.Row>
                        ))}
                      </Table.Body>
                    </Table.Root>
                  )}
                </Stack>
              )}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('pl.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
