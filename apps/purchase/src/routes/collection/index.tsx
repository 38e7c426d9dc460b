import { useTranslation } from '@sp/i18n';
import { useSearchParams } from '@sp/router';
import { Field, NativeSelect, Skeleton, Stack, Text } from '@sp/ui';
import { PageHeader } from '@sp/page-kit';
import { usePurchase, usePurchases } from '../../api/purchases';
import { ReceiveForm } from './receive-form';

/** /purchase/collection: pick an ordered purchase, count what arrived, receive it. */
export function CollectionPage() {
  const { t } = useTranslation('purchase');
  const [params, setParams] = useSearchParams();
  const id = params.get('purchase') ?? '';
  const open = usePurchases({ status: 'open', pageSize: 100, sort: 'expectedDate' });
  const po = usePurchase(id || undefined);
  const choices = open.data?.items ?? [];

  return (
    <Stack gap="5">
      <PageHeader title={t('title.collection')} />
      <Field.Root maxWidth="xl">
        <Field.Label>{t('collection.pick')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={id}
            onChange={(e) =>
              setParams(e.currentTarget.value ? { purchase: e.currentTarget.value } : {})
            }
          >
            <option value="">{t('collection.choose')}</option>
            {po.data && !choices.some((c) => c.id === po.data.id) && (
              <option value={po.data.id}>{po.data.number}</option>
            )}
            {choices.map((c) => (
              <option key={c.id} value={c.id}>
                {c.number} · {c.supplierName} · {c.storeName}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {!id && open.data && choices.length === 0 && (
        <Text color="fg.muted">{t('collection.nothingOpen')}</Text>
      )}
      {id && !po.data && <Skeleton height="40" />}
      {po.data && <ReceiveForm key={po.data.id} po={po.data} />}
    </Stack>
  );
}

export const Component = CollectionPage;
