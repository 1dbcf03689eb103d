import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';

/**
 * Arrow keys carry a picked-up card one whole column at a time (dnd-kit's default moves it
 * 25 px a press, which takes a dozen presses to cross a column): Right/Down to the next
 * column, Left/Up to the one before, in the board's left-to-right order.
 */
export const columnKeys: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const forward = event.code === KeyboardCode.Right || event.code === KeyboardCode.Down;
  const back = event.code === KeyboardCode.Left || event.code === KeyboardCode.Up;
  if (!forward && !back) return undefined;
  event.preventDefault();
  const columns = [...context.droppableRects.entries()].sort(([, a], [, b]) => a.left - b.left || a.top - b.top);
  if (columns.length === 0) return currentCoordinates;
  const overId = context.over?.id;
  const at = columns.findIndex(([id]) => id === overId);
  const next = at === -1 ? (forward ? 0 : columns.length - 1) : Math.max(0, Math.min(columns.length - 1, at + (forward ? 1 : -1)));
  const rect = columns[next]?.[1];
  if (!rect) return currentCoordinates;
  const size = context.collisionRect;
  // The card's top-left such that its centre sits at the column's centre (near its top, which is always on screen).
  return { x: rect.left + rect.width / 2 - (size ? size.width / 2 : 0), y: rect.top + 40 - (size ? size.height / 2 : 0) };
};
