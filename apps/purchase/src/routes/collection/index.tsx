import { useTranslation } from '@sp/i18n';
import { useSearchParams } from '@sp/router';
import { Field, Skeleton, Stack, Text } from '@sp/ui';
import { AsyncPicker, PageHeader } from '@sp/page-kit';
import { openPurchaseSource } from '../../api/pickers';
import { usePurchase, usePurchases } from '../../api/purchases';
import { ReceiveForm } from './receive-form';

/** /purchase/collection: pick an ordered purchase, count what arrived, receive it. */
export function CollectionPage() {
  const { t } = useTranslation('purchase');
  const [params, setParams] = useSearchParams();
  const id = params.get('purchase') ?? '';
  // Only to say when nothing is awaited: the picker itself searches every open purchase.
  const open = usePurchases({ status: 'open', pageSize: 5 });
  const po = usePurchase(id || undefined);

  return (
    <Stack gap="5">
      <PageHeader title={t('title.collection')} />
      <Field.Root maxWidth="xl">
        <Field.Label>{t('collection.pick')}</Field.Label>
        <AsyncPicker
          {...openPurchaseSource}
          aria-label={t('collection.pick')}
          value={id}
          onChange={(picked) => setParams(picked ? { purchase: picked } : {})}
          placeholder={t('collection.choose')}
        />
      </Field.Root>
      {!id && open.data?.total === 0 && <Text color="fg.muted">{t('collection.nothingOpen')}</Text>}
      {id && !po.data && <Skeleton height="40" />}
      {po.data && <ReceiveForm key={po.data.id} po={po.data} />}
    </Stack>
  );
}

export const Component = CollectionPage;
