import { ordersPaths } from '@sp/contracts/paths';
import type { Order } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Facts } from '@sp/page-kit';
import { Link } from '@sp/router';
import { Card, HStack, Text, formatDate } from '@sp/ui';
import { ReturnerBadge } from '../../components/returner-badge';
import type { ReactNode } from 'react';
import { formatMoney } from '../../lib/format';

/** Customer, store, payment, shipping and label of the order. */
export function OrderFacts({ order, storeName }: { order: Order; storeName: string }) {
  const { t, i18n } = useTranslation('orders');
  const lng = i18n.language;
  const facts: [string, ReactNode][] = [
    [
      t('fields.customer'),
      <HStack as="span" gap="2" wrap="wrap">
        {order.customerId ? (
          <Link to={ordersPaths.customer(order.customerId)}>{order.customer.name}</Link>
        ) : (
          order.customer.name
        )}
        <ReturnerBadge risk={order.returner} />
      </HStack>,
    ],
    [t('fields.phone'), <span dir="ltr">{order.customer.phone}</span>],
    [t('fields.city'), order.customer.city],
    [t('fields.address'), order.customer.address || '—'],
    [t('fields.store'), storeName || '—'],
    [t('fields.date'), formatDate(order.orderedAt, 'datetime', lng)],
    [t('fields.paymentMethod'), t(`payment.${order.paymentMethod}`)],
    [t('fields.codAmount'), formatMoney(order.codAmount, order.currency, lng)],
    [t('fields.agent'), order.agentName ?? '—'],
    [
      t('fields.tracking'),
      order.trackingNumber ? <span dir="ltr">{order.trackingNumber}</span> : '—',
    ],
    [
      t('fields.label'),
      order.labelPrintedAt
        ? t('detail.labelPrinted', {
            count: order.labelPrintCount,
            date: formatDate(order.labelPrintedAt, 'datetime', lng),
          })
        : t('detail.labelNotPrinted'),
    ],
    [t('fields.externalRef'), order.externalRef || '—'],
  ];
  return (
    <Card.Root>
      <Card.Body>
        <Facts items={facts.map(([label, value]) => ({ label, value }))} />
        {order.note && (
          <Text marginBlockStart="3" color="fg.muted">
            {order.note}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
