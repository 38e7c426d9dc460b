import type { Product } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { ProductSearch } from '@sp/page-kit';
import { Badge } from '@sp/ui';
import { ordersApi } from '../../api/endpoints';
import { formatNumber } from '../../lib/format';

/**
 * A line by SKU, name or barcode (the kit's ProductSearch): each match shows what is
 * available in the order's store (on hand less what confirmed orders hold, or "not stocked
 * here"); typing two characters or more suggests matches without adding any.
 */
export function ProductPicker({
  storeId,
  currency,
  onPick,
}: {
  storeId: string;
  currency: string | undefined;
  onPick: (p: Product) => void;
}) {
  const { t, i18n } = useTranslation('orders');
  const search = async (q: string) => {
    const page = await ordersApi.products({
      search: q,
      status: 'active',
      pageSize: 10,
      ...(storeId ? { storeId } : {}),
    });
    const items = page.items.filter((p) => !currency || p.currency === currency);
    return { items, total: page.total - (page.items.length - items.length) };
  };
  return (
    <ProductSearch<Product>
      search={search}
      suggest
      scope={`${storeId}:${currency ?? ''}`}
      onPick={onPick}
      badge={(p) =>
        p.stocked || p.onHand > 0 ? (
          <Badge colorPalette={p.available > 0 ? 'green' : 'red'}>
            {t('add.inStock', {
              count: p.available,
              formatted: formatNumber(p.available, i18n.language),
            })}
          </Badge>
        ) : (
          <Badge colorPalette="gray">{t('add.notStocked')}</Badge>
        )
      }
      texts={{
        label: t('add.findProduct'),
        placeholder: t('add.findPlaceholder'),
        add: t('add.addLine'),
        matches: t('add.matches'),
        noMatch: (text) => t('add.noMatch', { text }),
      }}
    />
  );
}
