import type { Product } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Badge, Box, Button, Field, HStack, Input, Stack, Text } from '@sp/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { ordersApi } from '../../api/endpoints';
import { formatNumber } from '../../lib/format';

/**
 * A line by SKU, name or barcode: Enter (or a scanner, which types and presses Enter) adds
 * the product at once when the code matches exactly or only one product does; otherwise the
 * matches are listed, each with what is available in the order's store (on hand less what
 * confirmed orders hold, or "not stocked here"). Typing two characters or more suggests
 * matches (name, SKU or barcode) without adding any.
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
  const [text, setText] = useState('');
  const [matches, setMatches] = useState<Product[] | null>(null);
  const [busy, setBusy] = useState(false);

  const pick = (p: Product) => {
    onPick(p);
    setText('');
    setMatches(null);
  };

  const search = async (q: string) => {
    const { items } = await ordersApi.products({
      search: q,
      status: 'active',
      pageSize: 10,
      ...(storeId ? { storeId } : {}),
    });
    return items.filter((p) => !currency || p.currency === currency);
  };

  // Suggestions while typing (a pause of 250 ms): a scanner's Enter still adds at once.
  useEffect(() => {
    const q = text.trim();
    if (q.length < 2) return;
    let live = true;
    const timer = setTimeout(() => {
      search(q).then(
        (found) => live && setMatches(found),
        () => undefined,
      );
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, storeId, currency]);

  async function find(e: FormEvent) {
    e.preventDefault();
    const q = text.trim();
    if (!q) return;
    setBusy(true);
    try {
      const usable = await search(q);
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
              <Text as="span" flex="1" textAlign="start" truncate>
                {p.name}
              </Text>
              {p.stocked || p.onHand > 0 ? (
                <Badge colorPalette={p.available > 0 ? 'green' : 'red'}>
                  {t('add.inStock', {
                    count: p.available,
                    formatted: formatNumber(p.available, i18n.language),
                  })}
                </Badge>
              ) : (
                <Badge colorPalette="gray">{t('add.notStocked')}</Badge>
              )}
            </Button>
          ))}
        </Box>
      )}
    </Stack>
  );
}
