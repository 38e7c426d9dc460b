import type { Quote } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Alert, Box, HStack, Stack, Table, Text, formatDate } from '@sp/ui';
import { formatMoney } from '../lib/format';

/** A programme's cost for a student (and dependents), with the payment schedule: the calculator's and the lead's. */
export function QuoteView({ quote: q }: { quote: Quote }) {
  const { t, i18n } = useTranslation('agency');
  const money = (v: string) => formatMoney(v, q.currency, i18n.language);
  return (
    <Stack gap="4">
      <Text fontWeight="semibold">
        {t('quote.heading', {
          programme: q.programmeName,
          institution: q.institution,
          destination: q.destinationName,
          intake: q.intake,
          months: q.durationMonths,
        })}
      </Text>
      {q.issuedOn && (
        <Text color="fg.muted" fontSize="sm">
          {t('quote.issuedValid', {
            issued: formatDate(q.issuedOn, 'DD Mon, YYYY', i18n.language),
            valid: formatDate(q.validUntil ?? q.issuedOn, 'DD Mon, YYYY', i18n.language),
          })}
          {q.terms ? ` · ${t('quote.withTerms', { version: q.terms.version })}` : ''}
        </Text>
      )}
      {q.warnings.length > 0 && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Description>{q.warnings.join(' · ')}</Alert.Description>
        </Alert.Root>
      )}
      <Table.Root size="sm" aria-label={t('quote.costs')}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('quote.item')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('quote.frequency')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('quote.amount')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {q.lines.map((l, i) => (
            <Table.Row key={i}>
              <Table.Cell>{l.label}</Table.Cell>
              <Table.Cell>
                {t(`options.${l.frequency}`, { defaultValue: l.frequency })}
                {l.quantity > 1 ? ` × ${l.quantity}` : ''}
              </Table.Cell>
              <Table.Cell textAlign="end">{money(l.total)}</Table.Cell>
            </Table.Row>
          ))}
          {q.dependents.map((d, i) => (
            <Table.Row key={`d${i}`}>
              <Table.Cell>
                {t('quote.dependent', {
                  name: d.name || t('quote.dependentN', { n: i + 1 }),
                  age: d.age,
                })}
                {d.allowed ? '' : ` — ${t('quote.notAllowed')}`}
              </Table.Cell>
              <Table.Cell>{d.band ?? '–'}</Table.Cell>
              <Table.Cell textAlign="end">{money(d.cost)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <HStack justify="space-between" fontWeight="bold">
        <Text>{t('quote.total')}</Text>
        <Text>{money(q.total)}</Text>
      </HStack>
      {q.schedule.length > 0 && (
        <Box>
          <Text fontWeight="semibold" marginBlockEnd="2">
            {t('quote.schedule')}
          </Text>
          <Table.Root size="sm" aria-label={t('quote.schedule')}>
            <Table.Body>
              {q.schedule.map((s, i) => (
                <Table.Row key={i}>
                  <Table.Cell>{s.label}</Table.Cell>
                  <Table.Cell>{formatDate(s.dueDate, 'DD Mon, YYYY', i18n.language)}</Table.Cell>
                  <Table.Cell textAlign="end">{money(s.amount)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Stack>
  );
}
