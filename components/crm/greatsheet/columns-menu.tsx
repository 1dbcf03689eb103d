'use client';
import { useEffect, useId, useRef, useState } from 'react';
import { GREATSHEET_COLUMN_IDS, GREATSHEET_COLUMNS, type GreatsheetColumnId } from '@/lib/crm/greatsheet-columns';
import styles from './greatsheet.module.css';

/**
 * "Columns": a disclosure listing every column — a checkbox shows or hides it, the arrows
 * move a shown one left or right. Each change is handed up at once (the sheet saves it).
 * Escape or a click outside closes it.
 */
export function ColumnsMenu({ columns, onChange }: { columns: GreatsheetColumnId[]; onChange: (next: GreatsheetColumnId[]) => void }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onClick = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onClick);
    return () => document.removeEventListener('mousedown', onClick);
  }, [open]);

  const hidden = GREATSHEET_COLUMN_IDS.filter((id) => !columns.includes(id));
  const move = (id: GreatsheetColumnId, by: -1 | 1) => {
    const i = columns.indexOf(id);
    const j = i + by;
    if (i < 0 || j < 0 || j >= columns.length) return;
    const next = [...columns];
    [next[i], next[j]] = [next[j] as GreatsheetColumnId, next[i] as GreatsheetColumnId];
    onChange(next);
  };
  const toggle = (id: GreatsheetColumnId, shown: boolean) => {
    if (shown) onChange([...columns, id]);
    else if (columns.length > 1) onChange(columns.filter((c) => c !== id));
  };

  return (
    <div
      ref={root}
      className={styles.columnsMenu}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button ref={button} type="button" className="button button-secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        Columns
      </button>
      <div id={panelId} className={styles.columnsPanel} hidden={!open}>
        <ul>
          {[...columns, ...hidden].map((id) => {
            const shown = columns.includes(id);
            const title = GREATSHEET_COLUMNS[id].title;
            return (
              <li key={id}>
                <label>
                  <input type="checkbox" checked={shown} disabled={shown && columns.length === 1} onChange={(e) => toggle(id, e.target.checked)} />
                  {title}
                </label>
                {shown && (
                  <span className={styles.moves}>
                    <button type="button" aria-label={`Move ${title} left`} disabled={columns.indexOf(id) === 0} onClick={() => move(id, -1)}>↑</button>
                    <button type="button" aria-label={`Move ${title} right`} disabled={columns.indexOf(id) === columns.length - 1} onClick={() => move(id, 1)}>↓</button>
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
