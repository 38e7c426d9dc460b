import { financePaths } from '@sp/contracts/paths';
import type { Payment } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Link } from '@sp/router';
import { Text, formatDate, type DataColumn } from '@sp/ui';
import { useMemo, type ReactNode } from 'react';
import { KindBadge } from '../../components/kind-badge';
import { ALLOCATABLE_KINDS } from '../../lib/choices';
import { formatMoney } from '../../lib/format';

/** A voided payment stays in the list, struck through. */
const struck = (p: Payment, content: ReactNode) =>
  p.voidedAt ? (
    <Text as="span" textDecoration="line-through" color="fg.muted">
      {content}
    </Text>
  ) : (
    content
  );

export function usePaymentColumns(): DataColumn<Payment>[] {
  const { t, i18n } = useTranslation('finance');
  return useMemo(() => {
    const lng = i18n.language;
    return [
      {
        id: 'number',
        priority: 'key',
        header: t('fields.number'),
        sortField: 'number',
        cell: (p) => (
          <Link to={financePaths.payment(p.id)}>
            <Text
              as="span"
              fontWeight="semibold"
              color="colorPalette.fg"
              dir="ltr"
              textDecoration={p.voidedAt ? 'line-through' : undefined}
            >
              {p.number}
            </Text>
          </Link>
        ),
      },
      {
        id: 'paidOn',
        priority: 'key',
        header: t('fields.paidOn'),
        sortField: 'paidOn',
        cell: (p) => struck(p, formatDate(p.paidOn, 'DD Mon, YYYY', lng)),
      },
      { id: 'kind', header: t('fields.kind'), cell: (p) => <KindBadge payment={p} /> },
      {
        id: 'counterparty',
        header: t('fields.counterparty'),
        cell: (p) => (
          <>
            {struck(p, <bdi>{p.counterparty || '—'}</bdi>)}
            {p.voidedAt && (
              <Text textStyle="xs" color="red.fg" data-testid="void-note">
                {t('payment.voidedBy', { name: p.voidedByName ?? '—', reason: p.voidReason ?? '' })}
              </Text>
            )}
          </>
        ),
      },
      { id: 'store', header: t('fields.store'), cell: (p) => struck(p, p.storeName) },
      {
        id: 'amount',
        priority: 'key',
        header: t('fields.amount'),
        sortField: 'amount',
        align: 'end',
        cell: (p) =>
          struck(
            p,
            <Text
              as="span"
              dir="ltr"
              color={p.direction === 'in' ? 'green.fg' : undefined}
            >{`${p.direction === 'out' ? '−' : '+'}${formatMoney(p.amount, p.currency, lng)}`}</Text>,
          ),
      },
      {
        id: 'allocated',
        header: t('fields.allocated'),
        align: 'end',
        // Written as the amount beside it is (dir ltr), so both columns show the currency on the same side.
        cell: (p) =>
          struck(
            p,
            ALLOCATABLE_KINDS.has(p.kind) ? (
              <Text as="span" dir="ltr">
                {formatMoney(p.allocated, p.currency, lng)}
              </Text>
            ) : (
              '—'
            ),
          ),
      },
    ];
  }, [t, i18n.language]);
}
