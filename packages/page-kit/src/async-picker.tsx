import { keepPreviousData, useQuery } from '@sp/api-client';
import { Box, Input, Text } from '@sp/ui';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useKitTranslation } from './kit-translation';
import { KIT_NS } from './texts';

/** One page of a search: what the API's lists answer. */
export interface PickerPage<T> {
  items: T[];
  total: number;
}

export interface AsyncPickerProps<T extends { id: string }> {
  value: string;
  onChange: (id: string) => void;
  /** Cache key of this kind of record (e.g. ['purchase', 'suppliers']). */
  queryKey: readonly unknown[];
  /** The server's search: a page of matches for the typed text ('' for the first page). */
  search: (text: string, signal: AbortSignal) => Promise<PickerPage<T>>;
  /** The chosen record, to show its name when it is not in the page of matches. */
  getOne: (id: string) => Promise<T>;
  label: (item: T) => string;
  'aria-label'?: string;
  id?: string;
  /** Offered first when set: choosing it clears the field ("None", "All"). */
  emptyLabel?: string;
  /** Choices that are not records, offered before the matches (a filter's "No courier"). */
  fixed?: { id: string; text: string }[];
  /** Shown when nothing is typed and nothing is chosen. */
  placeholder?: string;
  /** Said when no record matches the typed text. */
  noMatch?: string;
  invalid?: boolean;
  disabled?: boolean;
  /** 'sm' in a filter bar, beside the other filters. */
  size?: 'sm' | 'md';
}

/** Where a picker's records come from: one per kind of record, shared by its forms and filters. */
export type PickerSource<T extends { id: string }> = Pick<
  AsyncPickerProps<T>,
  'queryKey' | 'search' | 'getOne' | 'label'
>;

/**
 * A record chosen by typing, for every entity choice (programme, supplier, courier, user):
 * the server searches all of them, so the 101st is never cut off by a page size, and the
 * list says how many more match. ARIA combobox pattern: the arrows move through the
 * options, Enter picks, Escape closes.
 */
export function AsyncPicker<T extends { id: string }>(props: AsyncPickerProps<T>) {
  const {
    value,
    onChange,
    queryKey,
    search: searchPage,
    getOne,
    label,
    emptyLabel,
    fixed = [],
    invalid,
    disabled,
    id,
    size,
  } = props;
  // The kit's own words: a remote's `picker.*` texts are about its own records.
  const { t } = useKitTranslation(KIT_NS);
  const listId = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  useEffect(() => {
    const h = setTimeout(() => setSearch(text.trim()), 250);
    return () => clearTimeout(h);
  }, [text]);
  const fixedChosen = fixed.find((f) => f.id === value);
  const chosen = useQuery({
    queryKey: [...queryKey, 'one', value],
    enabled: !!value && !fixedChosen,
    queryFn: () => getOne(value),
    staleTime: 60_000,
  });
  const results = useQuery({
    queryKey: [...queryKey, 'pick', search],
    enabled: open,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => searchPage(search, signal),
  });
  const options: { id: string; text: string }[] = [
    ...(emptyLabel !== undefined ? [{ id: '', text: emptyLabel }] : []),
    ...fixed,
    ...(results.data?.items ?? []).map((item) => ({ id: item.id, text: label(item) })),
  ];
  const chosenText = fixedChosen?.text ?? (chosen.data ? label(chosen.data) : '');
  const shownText = open ? text : value ? chosenText : '';
  const pick = (o: { id: string }) => {
    onChange(o.id);
    setOpen(false);
    setText('');
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) return setOpen(true);
      setActive((a) =>
        e.key === 'ArrowDown' ? Math.min(a + 1, options.length - 1) : Math.max(a - 1, 0),
      );
    } else if (e.key === 'Enter' && open) {
      e.preventDefault();
      const o = options[active];
      if (o) pick(o);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
    }
  };
  const more = (results.data?.total ?? 0) - (results.data?.items.length ?? 0);
  const start = () => {
    setText('');
    setOpen(true);
    setActive(0);
  };
  return (
    <Box position="relative" width="full">
      <Input
        id={id}
        size={size}
        role="combobox"
        aria-label={props['aria-label']}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-invalid={invalid || undefined}
        aria-activedescendant={open && options[active] ? `${listId}-${active}` : undefined}
        autoComplete="off"
        disabled={disabled}
        placeholder={
          open ? t('picker.typeToSearch') : (emptyLabel ?? props.placeholder ?? t('picker.choose'))
        }
        value={shownText}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(0);
        }}
        onFocus={start}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={onKey}
      />
      {open && (
        <Box
          as="ul"
          id={listId}
          role="listbox"
          aria-label={props['aria-label']}
          position="absolute"
          insetInlineStart="0"
          insetInlineEnd="0"
          zIndex="popover"
          marginBlockStart="1"
          maxHeight="64"
          overflowY="auto"
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="md"
          boxShadow="md"
          listStyleType="none"
          padding="1"
        >
          {options.map((o, i) => (
            <Box
              as="li"
              key={o.id || 'none'}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={o.id === value}
              paddingInline="2"
              paddingBlock="1.5"
              borderRadius="sm"
              cursor="pointer"
              bg={i === active ? 'bg.emphasized' : undefined}
              fontWeight={o.id === value ? 'semibold' : undefined}
              onMouseDown={(e) => e.preventDefault()}
              onMouseEnter={() => setActive(i)}
              onClick={() => pick(o)}
            >
              {o.text}
            </Box>
          ))}
          {results.data && results.data.items.length === 0 && (
            <Text as="li" padding="2" color="fg.muted">
              {props.noMatch ?? t('picker.noMatch')}
            </Text>
          )}
          {more > 0 && (
            <Text as="li" padding="2" fontSize="sm" color="fg.muted">
              {t('picker.more', { count: more })}
            </Text>
          )}
        </Box>
      )}
    </Box>
  );
}
