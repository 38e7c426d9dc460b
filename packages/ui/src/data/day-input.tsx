import { Box, IconButton } from '@chakra-ui/react';
import { useTranslation } from '@sp/i18n';
import { useEffect, useRef, useState } from 'react';
import { Input } from '../components/field';
import { dayText, parseDay } from '../format/day';
import { AppIcon } from '../icons/app-icon';

export interface DayInputProps {
  /** ISO day (yyyy-mm-dd) or undefined. */
  value: string | undefined;
  /** Called with an ISO day, or undefined when cleared; never with a half-typed day. */
  onChange: (value: string | undefined) => void;
  id?: string;
  size?: 'sm' | 'md';
  min?: string;
  max?: string;
  'aria-label'?: string;
}

/**
 * A day typed as dd/mm/yyyy in every language (a native date field follows the browser's
 * language instead: mm/dd/yyyy in an English browser), with a button opening the browser's
 * calendar. A day that does not exist is marked invalid and not sent.
 */
export function DayInput({ value, onChange, id, size = 'sm', min, max, ...rest }: DayInputProps) {
  const { t } = useTranslation('ui');
  const [text, setText] = useState(dayText(value));
  const [invalid, setInvalid] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  // The days this field sent, until the page hands each back as `value`. Their echoes may land
  // renders later (a URL update, a slow phone, a busy machine) when the user has typed on: an
  // echo must not overwrite what they typed since (the day-filter e2e lost "31/02/2026" so).
  // Every day sent is remembered, not only the last: two days typed quickly, then a wrong
  // one, see the first day's echo land while the second is still on its way.
  const sent = useRef<(string | undefined)[]>([]);
  // The value changed elsewhere (the URL, a reset): show it.
  useEffect(() => {
    const at = sent.current.indexOf(value);
    if (at >= 0) {
      sent.current = sent.current.slice(at + 1);
      return;
    }
    sent.current = [];
    setText(dayText(value));
    setInvalid(false);
  }, [value]);
  const commit = (next: string) => {
    const day = parseDay(next);
    setInvalid(day === null);
    // Not again a day already sent and not yet handed back (a blur after a whole day typed).
    const pending = sent.current.length > 0 ? sent.current.at(-1) : value;
    if (day !== null && day !== pending) {
      sent.current = [...sent.current, day];
      onChange(day);
    }
  };
  return (
    <Box position="relative" width="40">
      <Input
        // inside a Field the field gives the id (and so the label); an undefined one would erase it
        {...(id ? { id } : {})}
        {...(rest['aria-label'] ? { 'aria-label': rest['aria-label'] } : {})}
        size={size}
        dir="ltr"
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('date.placeholder')}
        aria-invalid={invalid || undefined}
        title={invalid ? t('date.invalid') : undefined}
        value={text}
        // The field is ltr (digits) while the button sits at the page's inline end: on an rtl
        // page that is the field's left, its inline start, where the room must be kept.
        paddingInlineEnd="9"
        _rtl={{ paddingInlineEnd: '3', paddingInlineStart: '9' }}
        onChange={(e) => {
          setText(e.currentTarget.value);
          // a whole day typed is applied at once; a part waits for blur or Enter
          if (/^\d{1,2}\D\d{1,2}\D\d{4}$/.test(e.currentTarget.value.trim()) || !e.currentTarget.value) commit(e.currentTarget.value);
        }}
        onBlur={(e) => commit(e.currentTarget.value)}
        onKeyDown={(e) => e.key === 'Enter' && commit(e.currentTarget.value)}
      />
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden
        min={min}
        max={max}
        value={value ?? ''}
        onChange={(e) => e.currentTarget.value && onChange(e.currentTarget.value)}
        style={{ position: 'absolute', insetInlineEnd: 0, bottom: 0, width: 1, height: 1, opacity: 0, pointerEvents: 'none' }}
      />
      <IconButton
        aria-label={t('date.pick')}
        size="xs"
        variant="ghost"
        position="absolute"
        insetInlineEnd="1"
        top="50%"
        transform="translateY(-50%)"
        onClick={() => picker.current?.showPicker?.()}
      >
        <AppIcon name="calendar" />
      </IconButton>
    </Box>
  );
}
