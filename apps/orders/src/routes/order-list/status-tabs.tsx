import { orderStatuses, type OrderStatus } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Badge, Button, HStack } from '@sp/ui';
import type { KeyboardEvent } from 'react';
import type { OrderCounts } from '../../api/endpoints';
import { formatNumber } from '../../lib/format';

interface Props {
  value: string | undefined;
  counts: OrderCounts | undefined;
  onChange: (status: OrderStatus | undefined) => void;
}

/** "All" and one tab per status, each with its count for the other filters in force. */
export function StatusTabs({ value, counts, onChange }: Props) {
  const { t, i18n } = useTranslation('orders');
  const tab = (key: OrderStatus | undefined, label: string, count: number | undefined) => {
    const selected = (value ?? undefined) === key;
    return (
      <Button
        key={key ?? 'all'}
        role="tab"
        aria-selected={selected}
        tabIndex={selected ? 0 : -1}
        size="sm"
        variant={selected ? 'solid' : 'ghost'}
        colorPalette={selected ? 'brand' : 'gray'}
        onClick={() => onChange(key)}
      >
        {label}
        <Badge variant={selected ? 'solid' : 'subtle'} colorPalette={selected ? 'gray' : 'gray'}>
          {count === undefined ? '…' : formatNumber(count, i18n.language)}
        </Badge>
      </Button>
    );
  };
  // The tabs pattern: one stop in the tab order, arrows move along (mirrored in right-to-left).
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const tabs = Array.from(e.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]'));
    const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    const step = {
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
      Home: -at,
      End: tabs.length - 1 - at,
    }[e.key];
    if (step === undefined) return;
    e.preventDefault();
    tabs[(at + step + tabs.length) % tabs.length]!.focus();
  };
  return (
    <HStack
      onKeyDown={onKeyDown}
      role="tablist"
      aria-label={t('list.statusTabs')}
      gap="1"
      wrap="wrap"
      marginBlockEnd="4"
      borderBottomWidth="1px"
      paddingBlockEnd="2"
    >
      {tab(undefined, t('list.all'), counts?.all)}
      {orderStatuses.map((s) => tab(s, t(`status.${s}`), counts?.counts[s]))}
    </HStack>
  );
}
