import type { Product } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { ProductSearch } from '@sp/page-kit';
import { purchaseApi } from '../../api/endpoints';

/**
 * A line by SKU, name or barcode (the kit's ProductSearch): Enter adds the product at once
 * when the code matches exactly or only one product does. Only products priced in the
 * store's currency.
 */
export function ProductPicker({
  currency,
  onPick,
}: {
  currency: string | undefined;
  onPick: (p: Product) => void;
}) {
  const { t } = useTranslation('purchase');
  const search = async (q: string) => {
    const page = await purchaseApi.products.search({ search: q, status: 'active', pageSize: 10 });
    const items = page.items.filter((p) => !currency || p.currency === currency);
    return { items, total: page.total - (page.items.length - items.length) };
  };
  return (
    <ProductSearch<Product>
      search={search}
      onPick={onPick}
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
