import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';

export interface Cell {
  row: number;
  /** 0 is the lead's name (the sticky row header); 1… the shown columns. */
  col: number;
}

/** Rows a PageUp / PageDown moves. */
const PAGE_ROWS = 10;

/**
 * The grid's active cell and its keyboard moves (the WAI-ARIA grid pattern): arrows, Page
 * Up/Down, Home/End (with Ctrl: the grid's corners). A move scrolls the row into view and the
 * focus follows the cell once its row is drawn (a far jump draws it a frame later).
 * `lastCol` is the number of shown columns (column 0 is the name).
 */
export function useGridNavigation({ rows, lastCol, scroller, scrollToRow }: {
  rows: number;
  lastCol: number;
  scroller: RefObject<HTMLDivElement | null>;
  scrollToRow: (row: number) => void;
}) {
  const [active, setActive] = useState<Cell>({ row: 0, col: 0 });
  const focusWanted = useRef(false);

  const moveTo = useCallback(
    (row: number, col: number) => {
      const r = Math.max(0, Math.min(row, rows - 1));
      const c = Math.max(0, Math.min(col, lastCol));
      setActive({ row: r, col: c });
      scrollToRow(r);
      focusWanted.current = true;
    },
    [rows, lastCol, scrollToRow],
  );

  useEffect(() => {
    if (!focusWanted.current) return;
    let tries = 0;
    let frame = 0;
    const focus = () => {
      const cell = scroller.current?.querySelector<HTMLElement>(`[data-row="${active.row}"][data-col="${active.col}"]`);
      if (cell) {
        focusWanted.current = false;
        cell.focus();
      } else if (tries++ < 10) frame = requestAnimationFrame(focus);
    };
    focus();
    return () => cancelAnimationFrame(frame);
  });

  /** Moves for a navigation key and answers true; answers false for any other key. */
  const navigate = (event: KeyboardEvent<HTMLElement>): boolean => {
    const { row, col } = active;
    const keys: Record<string, () => void> = {
      ArrowDown: () => moveTo(row + 1, col),
      ArrowUp: () => moveTo(row - 1, col),
      ArrowRight: () => moveTo(row, col + 1),
      ArrowLeft: () => moveTo(row, col - 1),
      PageDown: () => moveTo(row + PAGE_ROWS, col),
      PageUp: () => moveTo(row - PAGE_ROWS, col),
      Home: () => (event.ctrlKey ? moveTo(0, 0) : moveTo(row, 0)),
      End: () => (event.ctrlKey ? moveTo(rows - 1, lastCol) : moveTo(row, lastCol)),
    };
    const action = keys[event.key];
    if (!action) return false;
    event.preventDefault();
    action();
    return true;
  };

  return { active, setActive, moveTo, navigate };
}
