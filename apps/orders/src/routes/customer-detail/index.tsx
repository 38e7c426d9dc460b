import { ordersPaths } from '@sp/contracts/paths';
import { useTranslation } from '@sp/i18n';
import { Facts, PageHeader, errorMessage } from '@sp/page-kit';
import { Link, useParams } from '@sp/router';
import {
  Alert,
  Button,
  Card,
  DataTable,
  HStack,
  Skeleton,
  Stack,
  Text,
  formatDate,
  type DataColumn,
} from '@sp/ui';
import type { OrderSummary } from '@sp/contracts/api';
import type { ReactNode } from 'react';
import { useCustomer } from '../../api/customers';
import { ReturnerBadge } from '../../components/returner-badge';
import { StatusBadge } from '../../components/status-badge';
import { formatMoney, formatNumber } from '../../lib/format';
import { LifetimeValue } from '../customer-list';

/** /orders/customers/:customerId: who the buyer is, what they ordered and what came back. */
export function CustomerDetailPage() {
  const { t, i18n } = useTranslation('orders');
  const lng = i18n.language;
  const { customerId } = useParams();
  const customer = useCustomer(customerId);
  if (customer.error) {
    return (
      <Stack gap="4">
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(t, customer.error)}</Alert.Title>
        </Alert.Root>
        <Button asChild variant="outline" alignSelf="start">
          <Link to={ordersPaths.customers()}>{t('customers.back')}</Link>
        </Button>
      </Stack>
    );
  }
  if (!customer.data) return <Skeleton height="40" />;
  const c = customer.data;
  const facts: [string, ReactNode][] = [
    [t('fields.phone'), <span dir="ltr">{c.phone}</span>],
    [t('fields.city'), c.city || '—'],
    [t('fields.address'), c.address || '—'],
    [t('customers.orders'), formatNumber(c.ordersCount, lng)],
    [t('customers.delivered'), formatNumber(c.deliveredCount, lng)],
    [t('customers.returned'), formatNumber(c.returnedCount, lng)],
    [t('customers.cancelled'), formatNumber(c.cancelledCount, lng)],
    [t('customers.lifetimeValue'), <LifetimeValue amounts={c.lifetimeValue} />],
  ];
  const columns: DataColumn<OrderSummary>[] = [
    {
      id: 'number',
      priority: 'key',
      header: t('fields.number'),
      cell: (o) => (
        <Link to={ordersPaths.order(o.id)}>
          <Text as="span" fontWeight="semibold" dir="ltr" whiteSpace="nowrap">
            {o.number}
          </Text>
        </Link>
      ),
    },
    {
      id: 'date',
      header: t('fields.date'),
      cell: (o) => (
        <Text as="span" whiteSpace="nowrap">
          {formatDate(o.orderedAt, 'DD Mon, YYYY', lng)}
        </Text>
      ),
    },
    {
      id: 'payment',
      header: t('fields.paymentMethod'),
      cell: (o) => t(`payment.${o.paymentMethod}`),
    },
    {
      id: 'total',
      priority: 'key',
      header: t('fields.total'),
      align: 'end',
      cell: (o) => (
        <Text as="span" whiteSpace="nowrap">
          {formatMoney(o.total, o.currency, lng)}
        </Text>
      ),
    },
    {
      id: 'status',
      priority: 'key',
      header: t('fields.status'),
      cell: (o) => <StatusBadge status={o.status} />,
    },
  ];
  return (
    <Stack gap="5">
      <PageHeader title={c.name} subtitle={t('title.customerDetail')} />
      {c.returner && (
        <HStack gap="2" wrap="wrap">
          <ReturnerBadge risk={c.returner} />
          <Text color="fg.muted">
            {t('returner.detail', { returned: c.returner.returned, cod: c.returner.codOrders })}
          </Text>
        </HStack>
      )}
      <Card.Root>
        <Card.Body>
          <Facts items={facts.map(([label, value]) => ({ label, value }))} />
        </Card.Body>
      </Card.Root>
      <DataTable
        caption={t('customers.ordersOf', { name: c.name })}
        columns={columns}
        rows={c.orders}
        rowId={(o) => o.id}
        empty={t('list.empty')}
      />
    </Stack>
  );
}

export const Component = CustomerDetailPage;
