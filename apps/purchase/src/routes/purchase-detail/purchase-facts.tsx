import type { PurchaseOrder } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Facts } from '@sp/page-kit';
import { Card, Text, formatDate } from '@sp/ui';
import { useSupplier } from '../../api/purchases';
import { formatMoney } from '../../lib/format';

/** Supplier, store, dates and money of the order. */
export function PurchaseFacts({ po }: { po: PurchaseOrder }) {
  const { t, i18n } = useTranslation('purchase');
  const lng = i18n.language;
  const money = (v: string) => formatMoney(v, po.currency, lng);
  const extras =
    Number(po.extraCosts.shipping) + Number(po.extraCosts.customs) + Number(po.extraCosts.other);
  // Who bills the freight and the customs: another party (a forwarder, a broker) or the supplier.
  const shippingParty = useSupplier(po.extraCosts.shippingSupplierId);
  const customsParty = useSupplier(po.extraCosts.customsSupplierId);
  const billedBy = (k: 'shipping' | 'customs', party: typeof shippingParty) => {
    const partyId = po.extraCosts[`${k}SupplierId`];
    if (!partyId && Number(po.extraCosts[k]) === 0) return [];
    const name = partyId ? (party.data?.name ?? '…') : po.supplier.name;
    return [
      [
        t('fields.billedBy', { what: t(`fields.${k}`) }),
        `${name} · ${money(po.extraCosts[k])}`,
      ] as [string, string],
    ];
  };
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
    ...billedBy('shipping', shippingParty),
    ...billedBy('customs', customsParty),
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
