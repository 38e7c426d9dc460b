import type { AllocationCandidate } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Checkbox, Input, Table, Text, formatDate } from '@sp/ui';
import { formatMoney } from '../../lib/format';
import { keyOf, type Pick } from './allocate-state';

export interface CandidateTableProps {
  candidates: AllocationCandidate[];
  picks: Record<string, Pick>;
  /** Rows whose amount is refused. */
  bad: string[];
  currency: string;
  onChange: (key: string, pick: Partial<Pick>) => void;
}

/** The orders, payables or service charges a payment may settle: a tick and an amount each. */
export function CandidateTable({
  candidates,
  picks,
  bad,
  currency,
  onChange,
}: CandidateTableProps) {
  const { t, i18n } = useTranslation('finance');
  const lng = i18n.language;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" maxHeight="96">
      <Table.Root size="sm" aria-label={t('allocate.candidates')} stickyHeader>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader width="10">
              <Text srOnly>{t('allocate.pick')}</Text>
            </Table.ColumnHeader>
            <Table.ColumnHeader>{t('allocate.target')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('allocate.date')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('allocate.total')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('allocate.open')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('allocate.amount')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {candidates.map((c) => {
            const key = keyOf(c);
            const pick = picks[key] ?? { checked: false, amount: c.open };
            return (
              <Table.Row key={key} data-testid="allocation-candidate">
                <Table.Cell>
                  <Checkbox.Root
                    checked={pick.checked}
                    onCheckedChange={(e) => onChange(key, { checked: !!e.checked })}
                  >
                    <Checkbox.HiddenInput aria-label={t('allocate.pickOne', { label: c.label })} />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </Table.Cell>
                <Table.Cell>
                  <Text as="span" dir="ltr">
                    {c.label}
                  </Text>
                  {c.chargeId && (
                    // A cost service the supplier billed, listed beside its payables.
                    <Text color="fg.muted" textStyle="xs">
                      {t('allocate.serviceCharge')}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell>{formatDate(c.date, 'DD Mon, YYYY', lng)}</Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(c.amount, currency, lng)}</Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(c.open, currency, lng)}</Table.Cell>
                <Table.Cell textAlign="end">
                  <Input
                    size="sm"
                    width="28"
                    inputMode="decimal"
                    dir="ltr"
                    textAlign="end"
                    aria-label={t('allocate.amountOf', { label: c.label })}
                    aria-invalid={bad.includes(key) || undefined}
                    borderColor={bad.includes(key) ? 'border.error' : undefined}
                    value={pick.amount}
                    onChange={(e) =>
                      onChange(key, { amount: e.currentTarget.value, checked: true })
                    }
                  />
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
