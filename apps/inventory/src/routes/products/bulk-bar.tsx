import { useTranslation } from '@sp/i18n';
import { Button, HStack, Input, notify, Text } from '@sp/ui';
import { errorMessage } from '@sp/page-kit';
import { useState } from 'react';
import { useBulkProducts } from '../../api/catalogue';

/** Actions on the selected rows: archive, reactivate, set one category. */
export function BulkBar({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const { t } = useTranslation('inventory');
  const bulk = useBulkProducts();
  const [category, setCategory] = useState('');
  if (ids.length === 0) return null;
  const run = (body: Parameters<typeof bulk.mutate>[0]) =>
    bulk.mutate(body, {
      onSuccess: (res) => {
        notify('success', t('products.bulkDone', { count: res.updated }));
        onDone();
      },
      onError: (error) => notify('error', errorMessage(t, error)),
    });
  return (
    <HStack
      role="region"
      aria-label={t('products.bulkTitle')}
      gap="3"
      wrap="wrap"
      padding="3"
      marginBlockEnd="3"
      borderWidth="1px"
      borderRadius="md"
      bg="bg.muted"
    >
      <Text fontWeight="medium">{t('products.selected', { count: ids.length })}</Text>
      <Button
        size="sm"
        variant="outline"
        loading={bulk.isPending}
        onClick={() => run({ action: 'archive', ids })}
      >
        {t('products.archive')}
      </Button>
      <Button
        size="sm"
        variant="outline"
        loading={bulk.isPending}
        onClick={() => run({ action: 'activate', ids })}
      >
        {t('products.activate')}
      </Button>
      <HStack gap="2">
        <Input
          size="sm"
          width="44"
          aria-label={t('products.newCategory')}
          placeholder={t('products.newCategory')}
          value={category}
          onChange={(e) => setCategory(e.target.value)}
        />
        <Button
          size="sm"
          variant="outline"
          disabled={!category.trim()}
          loading={bulk.isPending}
          onClick={() => run({ action: 'set_category', ids, category: category.trim() })}
        >
          {t('products.setCategory')}
        </Button>
      </HStack>
    </HStack>
  );
}
