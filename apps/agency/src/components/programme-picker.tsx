import type { Programme } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { keepPreviousData, useQuery } from '@sp/api-client';
import { Box, Input, Text } from '@sp/ui';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { agencyApi } from '../api/endpoints';
import { keys } from '../api/queries';

const SHOWN = 20;
const label = (p: Pick<Programme, 'name' | 'institution'>) => (p.institution ? `${p.name} (${p.institution})` : p.name);

export interface ProgrammePickerProps {
  value: string;
  onChange: (id: string) => void;
  'aria-label'?: string;
  id?: string;
  /** Offered first when set: choosing it clears the field ("None", "All"). */
  emptyLabel?: string;
  invalid?: boolean;
}

/**
 * A programme chosen by typing: the server searches every programme of the agency (name or
 * institution), so an agency with hundreds of programmes is never cut at the first page.
 * ARIA combobox pattern: the arrows move through the options, Enter picks, Escape closes.
 */
export function ProgrammePicker({ value, onChange, emptyLabel, invalid, id, ...rest }: ProgrammePickerProps) {
  const { t } = useTranslation('agency');
  const listId = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  useEffect(() => { const h = setTimeout(() => setSearch(text.trim()), 250); return () => clearTimeout(h); }, [text]);
  const chosen = useQuery({
    queryKey: [...keys.config('programmes'), 'one', value], enabled: !!value,
    queryFn: () => agencyApi.config.get<Programme>('programmes', value),
  });
  const results = useQuery({
    queryKey: [...keys.config('programmes'), 'pick', search], enabled: open, placeholderData: keepPreviousData,
    queryFn: ({ signal }) => agencyApi.config.list<Programme>('programmes', { search: search || undefined, pageSize: SHOWN, sort: 'name' }, signal),
  });
  const options: { id: string; text: string }[] = [
    ...(emptyLabel !== undefined ? [{ id: '', text: emptyLabel }] : []),
    ...(results.data?.items ?? []).map((p) => ({ id: p.id, text: label(p) })),
  ];
  const shownText = open ? text : value ? (chosen.data ? label(chosen.data) : '') : '';
  const pick = (o: { id: string }) => { onChange(o.id); setOpen(false); setText(''); };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) return setOpen(true);
      setActive((a) => (e.key === 'ArrowDown' ? Math.min(a + 1, options.length - 1) : Math.max(a - 1, 0)));
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
  return (
    <Box position="relative" width="full">
      <Input id={id} role="combobox" aria-label={rest['aria-label']} aria-expanded={open} aria-controls={listId} aria-autocomplete="list" aria-invalid={invalid || undefined}
        aria-activedescendant={open && options[active] ? `${listId}-${active}` : undefined} autoComplete="off"
        placeholder={open ? t('picker.typeToSearch') : (emptyLabel ?? t('common.choose'))}
        value={shownText} onChange={(e) => { setText(e.target.value); setOpen(true); setActive(0); }}
        onFocus={() => { setText(''); setOpen(true); setActive(0); }} onBlur={() => setTimeout(() => setOpen(false), 150)} onKeyDown={onKey} />
      {open && (
        <Box as="ul" id={listId} role="listbox" aria-label={rest['aria-label']} position="absolute" insetInlineStart="0" insetInlineEnd="0" zIndex="popover"
          marginBlockStart="1" maxHeight="64" overflowY="auto" bg="bg.panel" borderWidth="1px" borderRadius="md" boxShadow="md" listStyleType="none" padding="1">
          {options.map((o, i) => (
            <Box as="li" key={o.id || 'none'} id={`${listId}-${i}`} role="option" aria-selected={o.id === value} paddingInline="2" paddingBlock="1.5" borderRadius="sm" cursor="pointer"
              bg={i === active ? 'bg.emphasized' : undefined} fontWeight={o.id === value ? 'semibold' : undefined}
              onMouseDown={(e) => e.preventDefault()} onMouseEnter={() => setActive(i)} onClick={() => pick(o)}>{o.text}</Box>
          ))}
          {results.data && results.data.items.length === 0 && <Text as="li" padding="2" color="fg.muted">{t('picker.noMatch')}</Text>}
          {more > 0 && <Text as="li" padding="2" fontSize="sm" color="fg.muted">{t('picker.more', { count: more })}</Text>}
        </Box>
      )}
    </Box>
  );
}
