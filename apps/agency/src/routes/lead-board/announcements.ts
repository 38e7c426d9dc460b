import type { Active, Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import type { TFunction } from '@sp/i18n';

type Names = { column: (id: string | number | undefined) => string };
const nameOf = (active: Active) => String(active.data.current?.name ?? '');

/** What a screen reader hears while a card is lifted, moved and dropped, in the user's language. */
export function boardAnnouncements(t: TFunction, names: Names): Announcements {
  return {
    onDragStart: ({ active }) => t('board.sr.picked', { name: nameOf(active) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('board.sr.over', { name: nameOf(active), stage: names.column(over.id) })
        : t('board.sr.outside', { name: nameOf(active) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('board.sr.dropped', { name: nameOf(active), stage: names.column(over.id) })
        : t('board.sr.cancelled', { name: nameOf(active) }),
    onDragCancel: ({ active }) => t('board.sr.cancelled', { name: nameOf(active) }),
  };
}

export const boardInstructions = (t: TFunction): ScreenReaderInstructions => ({
  draggable: t('board.sr.instructions'),
});
