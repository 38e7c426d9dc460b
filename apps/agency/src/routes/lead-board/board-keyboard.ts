import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

/**
 * Arrow keys move a lifted card to the column on that side of the screen (so in Arabic,
 * where the board runs right to left, ArrowLeft goes to the next stage), by the columns'
 * measured places rather than a fixed step; up and down are not used.
 */
export const columnCoordinates: KeyboardCoordinateGetter = (
  event,
  { context, currentCoordinates },
) => {
  if (event.code !== 'ArrowRight' && event.code !== 'ArrowLeft') return undefined;
  event.preventDefault();
  const { active, droppableRects, collisionRect } = context;
  if (!active || !collisionRect) return undefined;
  const here = collisionRect.left + collisionRect.width / 2;
  const columns = [...droppableRects.entries()]
    .map(([id, rect]) => ({ id, rect }))
    .sort((a, b) => a.rect.left - b.rect.left);
  // The column under the card's centre (or, in a gap, the last one it passed).
  const index = columns.reduce((found, c, i) => (here >= c.rect.left ? i : found), -1);
  const target = columns[index + (event.code === 'ArrowRight' ? 1 : -1)];
  if (!target) return currentCoordinates;
  // Where the card's top-left must go for its centre to sit in the target column.
  return {
    x: currentCoordinates.x + (target.rect.left + target.rect.width / 2 - here),
    y: currentCoordinates.y,
  };
};
