import type { PurchaseOrder } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Facts } from '@sp/page-kit';
import { Card, Text, formatDate } from '@sp/ui';
import { formatMoney } from '../../lib/format';

/** Supplier, store, dates and money of the order. */
export function PurchaseFacts({ po }: { po: PurchaseOrder }) {
  const { t, i18n } = useTranslation('purchase');
  const lng = i18n.language;
  const money = (v: string) => formatMoney(v, po.currency, lng);
  const extras =
    Number(po.extraCosts.shipping) + Number(po.extraCosts.customs) + Number(po.extraCosts.other);
  const facts: [string, string][] = [
    [
      t('fields.supplier'),
      [po.supplier.name, po.supplier.contactName, po.supplier.phone].filter(Boolean).join(' · '),
    ],
    [t('fields.store'), po.storeName],
    [t('fields.expectedDate'), formatDate(po.expectedDate, 'DD Mon, YYYY', lng) || '—'],
    [t('fields.paymentTerms'), t('suppliers.termsDays', { count: po.supplier.paymentTermsDays })],
    [t('fields.subtotal'), money(po.subtotal)],
    [t('fields.extraCosts'), money(extras.toFixed(2))],
    [t('fields.total'), money(po.total)],
  ];
  return (
    <Card.Root>
      <Card.Body>
        <Facts items={facts.map(([label, value]) => ({ label, value }))} />
        {po.notes && (
          <Text marginBlockStart="3" color="fg.muted">
            {po.notes}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
