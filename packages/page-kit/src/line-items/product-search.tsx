import { Box, Button, Field, HStack, Input, Stack, Text } from '@sp/ui';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { PickerPage } from '../async-picker';
import { useKitTranslation } from '../kit-translation';
import { KIT_NS } from '../texts';

/** What a product choice needs to show and to match a scanned code. */
export interface PickableProduct {
  id: string;
  sku: string;
  name: string;
  barcode?: string | null;
}

export interface ProductSearchProps<P extends PickableProduct> {
  /** The server's search: one page of matches for the typed text (SKU, name or barcode). */
  search: (text: string) => Promise<PickerPage<P>>;
  onPick: (product: P) => void;
  /** Suggest matches while typing (two characters or more), without adding any. */
  suggest?: boolean;
  /** What changes the matches (the store, the currency): suggestions are asked again. */
  scope?: string;
  /** Shown after a match's name (what is in stock ...). */
  badge?: (product: P) => ReactNode;
  texts: {
    label: string;
    placeholder: string;
    add: string;
    matches: string;
    /** Said when nothing matches the typed text. */
    noMatch: (text: string) => string;
  };
}

/**
 * A line by SKU, name or barcode: Enter (or a scanner, which types and presses Enter) adds
 * the product at once when the code matches exactly or only one product does; otherwise the
 * matches are listed to pick from, with how many more match when they fill more than a page.
 */
export function ProductSearch<P extends PickableProduct>(props: ProductSearchProps<P>) {
  const { onPick, suggest, scope, badge, texts } = props;
  const { t } = useKitTranslation(KIT_NS);
  const [text, setText] = useState('');
  const [found, setFound] = useState<PickerPage<P> | null>(null);
  const [busy, setBusy] = useState(false);
  // The caller's search changes with each render; the latest is the one asked.
  const search = useRef(props.search);
  search.current = props.search;

  const pick = (p: P) => {
    onPick(p);
    setText('');
    setFound(null);
  };

  // Suggestions while typing (a pause of 250 ms): a scanner's Enter still adds at once.
  useEffect(() => {
    const q = text.trim();
    if (!suggest || q.length < 2) return;
    let live = true;
    const timer = setTimeout(() => {
      search.current(q).then(
        (page) => live && setFound(page),
        () => undefined,
      );
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text, scope, suggest]);

  async function find(e: FormEvent) {
    e.preventDefault();
    const q = text.trim();
    if (!q) return;
    setBusy(true);
    try {
      const page = await search.current(q);
      const exact = page.items.find(
        (p) => p.sku.toLowerCase() === q.toLowerCase() || p.barcode === q,
      );
      if (exact) pick(exact);
      else if (page.items.length === 1) pick(page.items[0]!);
      else setFound(page);
    } finally {
      setBusy(false);
    }
  }

  const more = found ? found.total - found.items.length : 0;
  return (
    <Stack gap="2">
      <form onSubmit={find}>
        <HStack align="end">
          <Field.Root flex="1">
            <Field.Label>{texts.label}</Field.Label>
            <Input
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              placeholder={texts.placeholder}
              autoComplete="off"
            />
          </Field.Root>
          <Button type="submit" loading={busy} variant="outline">
            {texts.add}
          </Button>
        </HStack>
      </form>
      {found && (
        <Box
          borderWidth="1px"
          borderRadius="md"
          padding="2"
          role="listbox"
          aria-label={texts.matches}
        >
          {found.items.length === 0 && <Text color="fg.muted">{texts.noMatch(text)}</Text>}
          {found.items.map((p) => (
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
              {badge?.(p)}
            </Button>
          ))}
          {more > 0 && (
            <Text padding="2" fontSize="sm" color="fg.muted">
              {t('picker.more', { count: more })}
            </Text>
          )}
        </Box>
      )}
    </Stack>
  );
}
