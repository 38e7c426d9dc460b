import { Box } from '@chakra-ui/react';
import { Input } from '../components/field';
import { useTranslation } from '@sp/i18n';
import { useEffect, useRef, useState } from 'react';
import { AppIcon } from '../icons/app-icon';

export interface SearchInputProps {
  value: string;
  /** Called once typing pauses (debounced), and at once on Enter. */
  onSearch: (value: string) => void;
  /** Accessible name and placeholder; defaults to the translated "Search". */
  label?: string;
  debounceMs?: number;
}

/** A search box for server-side lists: debounced, and in step with the URL's value. */
export function SearchInput({ value, onSearch, label, debounceMs = 300 }: SearchInputProps) {
  const { t } = useTranslation('ui');
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The URL changed elsewhere (Back, a link): show its value.
  useEffect(() => setText(value), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      onSearch(next);
    }, debounceMs);
  };
  const searchNow = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    onSearch(text);
  };
  // What was typed applies at once when the box loses focus. A click on a row's link
  // blurs the box first: the search navigates, then the click does, and the click wins.
  // Left pending, the search fired while the clicked page was loading and took the user
  // back to the list.
  const flush = () => {
    if (timer.current !== undefined) searchNow();
  };
  return (
    <Box position="relative" minWidth="56" flex="1" maxWidth="sm">
      <AppIcon name="search" position="absolute" insetInlineStart="3" top="50%" transform="translateY(-50%)" color="fg.muted" />
      <Input
        type="search"
        size="sm"
        paddingInlineStart="9"
        aria-label={label ?? t('data.search')}
        placeholder={label ?? t('data.search')}
        value={text}
        onChange={(e) => change(e.currentTarget.value)}
        onBlur={flush}
        onKeyDown={(e) => {
          if (e.key === 'Enter') searchNow();
        }}
      />
    </Box>
  );
}
