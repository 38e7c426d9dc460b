import type { Product } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Box, Button, Field, HStack, Input, Stack, Text } from '@sp/ui';
import { useState, type FormEvent } from 'react';
import { purchaseApi } from '../../api/endpoints';

/**
 * A line by SKU, name or barcode: Enter (or a scanner, which types and presses Enter) adds
 * the product at once when the code matches exactly or only one product does; otherwise the
 * matches are listed to pick from. Only products priced in the store's currency.
 */
export function ProductPicker({
  currency,
  onPick,
}: {
  currency: string | undefined;
  onPick: (p: Product) => void;
}) {
  const { t } = useTranslation('purchase');
  const [text, setText] = useState('');
  const [matches, setMatches] = useState<Product[] | null>(null);
  const [busy, setBusy] = useState(false);

  const pick = (p: Product) => {
    onPick(p);
    setText('');
    setMatches(null);
  };

  async function find(e: FormEvent) {
    e.preventDefault();
    const q = text.trim();
    if (!q) return;
    setBusy(true);
    try {
      const { items } = await purchaseApi.products.search({
        search: q,
        status: 'active',
        pageSize: 10,
      });
      const usable = items.filter((p) => !currency || p.currency === currency);
      const exact = usable.find((p) => p.sku.toLowerCase() === q.toLowerCase() || p.barcode === q);
      if (exact) pick(exact);
      else if (usable.length === 1) pick(usable[0]!);
      else setMatches(usable);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="2">
      <form onSubmit={find}>
        <HStack align="end">
          <Field.Root flex="1">
            <Field.Label>{t('add.findProduct')}</Field.Label>
            <Input
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              placeholder={t('add.findPlaceholder')}
              autoComplete="off"
            />
          </Field.Root>
          <Button type="submit" loading={busy} variant="outline">
            {t('add.addLine')}
          </Button>
        </HStack>
      </form>
      {matches && (
        <Box
          borderWidth="1px"
          borderRadius="md"
          padding="2"
          role="listbox"
          aria-label={t('add.matches')}
        >
          {matches.length === 0 && <Text color="fg.muted">{t('add.noMatch', { text })}</Text>}
          {matches.map((p) => (
            <Button
              key={p.id}
              role="option"
              aria-selected={false}
              variant="ghost"
              size="sm"
              width="full"
              justifyContent="start"
              onClick={() => pick(p)}
            >
              <Text as="span" fontFamily="mono" dir="ltr">
                {p.sku}
              </Text>
              <Text as="span">{p.name}</Text>
            </Button>
          ))}
        </Box>
      )}
    </Stack>
  );
}
