'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { apiPut } from '@/lib/api/client';
import { GREATSHEET_COLUMNS, type GreatsheetColumn, type GreatsheetColumnId } from '@/lib/crm/greatsheet-columns';
import { greatsheetFiltersString, type GreatsheetOptions, type GreatsheetWindowAnswer } from '@/lib/crm/greatsheet-query';
import { DEFAULT_PER_PAGE, parseLeadsQueryLeniently, parseSort, type LeadsQuery, type SortField } from '@/lib/crm/leads-query';
import type { CrmViewer, LeadListItem } from '@/lib/crm/types';
import { LeadsFilters } from '../leads/leads-filters';
import { LeadsSearchBox } from '../leads/leads-search-box';
import { ColumnsMenu } from './columns-menu';
import { SheetCell } from './sheet-cell';
import { SheetEditor, type EditEnd } from './sheet-editor';
import { cellError } from './sheet-edit';
import { useCellSaves } from './use-cell-saves';
import { useGridNavigation, type Cell } from './use-grid-navigation';
import { useSheetWindows } from './use-sheet-windows';
import styles from './greatsheet.module.css';
import { useFormatter } from 'next-intl';

const ROW_HEIGHT = 36;
const NAME_WIDTH = 190;

interface Props {
  viewer: CrmViewer;
  initialQuery: string;
  initialWindow: GreatsheetWindowAnswer<LeadListItem>;
  options: GreatsheetOptions;
  initialColumns: GreatsheetColumnId[];
  now: number;
}


/**
 * /greatsheet: every lead the caller sees as one grid (the WAI-ARIA grid pattern). Rows are
 * virtualised (@tanstack/react-virtual) and fetched a window at a time as the viewport moves;
 * the filters and sort are the leads list's, kept in the URL. A cell is edited in place
 * through the lead page's own calls; the edit shows at once and is undone if the server
 * refuses it, with its message on the cell.
 */
export function Greatsheet({ viewer, initialQuery, initialWindow, options, initialColumns, now }: Props) {
  const format = useFormatter();
  const router = useRouter();
  const [filters, setFilters] = useState<LeadsQuery>(() => parseLeadsQueryLeniently(new URLSearchParams(initialQuery)));
  const qs = useMemo(() => greatsheetFiltersString(filters), [filters]);
  const sheet = useSheetWindows(qs, initialWindow, initialQuery);
  const [columnIds, setColumnIds] = useState(initialColumns);
  const columns = useMemo(() => columnIds.map((id) => GREATSHEET_COLUMNS[id]), [columnIds]);
  const [editing, setEditing] = useState<Cell | null>(null);
  const [notice, setNotice] = useState('');
  const saveCells = useCellSaves(sheet.replace, setNotice);
  const scroller = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (qs === initialQuery && window.location.search === (qs ? `?${qs}` : '')) return;
    window.history.replaceState(window.history.state, '', qs ? `/greatsheet?${qs}` : '/greatsheet');
  }, [qs, initialQuery]);

  // The virtualizer hands back fresh functions each scroll, so the compiler leaves this component
  // unmemoised; it re-renders on every scroll step anyway, drawing only the rows in view.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: sheet.total,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    // The server paints the first rows too (it has no viewport to measure).
    initialRect: { width: 1200, height: 20 * ROW_HEIGHT },
  });
  const items = virtualizer.getVirtualItems();
  const firstShown = items[0]?.index ?? 0;
  const lastShown = items[items.length - 1]?.index ?? 0;
  const { active, setActive, moveTo, navigate } = useGridNavigation({
    rows: sheet.total,
    lastCol: columns.length,
    scroller,
    scrollToRow: useCallback((row: number) => virtualizer.scrollToIndex(row, { align: 'auto' }), [virtualizer]),
  });
  const { want } = sheet;
  useEffect(() => {
    if (sheet.total > 0) want(firstShown, lastShown);
  }, [firstShown, lastShown, want, sheet.total]);

  const width = NAME_WIDTH + columns.reduce((sum, c) => sum + c.width, 0);
  const template = `${NAME_WIDTH}px ${columns.map((c) => `${c.width}px`).join(' ')}`;

  const change = useCallback((patch: Partial<LeadsQuery>) => {
    setFilters((current) => ({ ...current, ...patch, page: 1, per_page: DEFAULT_PER_PAGE }));
    setActive({ row: 0, col: 0 });
    setEditing(null);
    if (scroller.current) scroller.current.scrollTop = 0;
  }, [setActive]);

  const sortBy = (field: SortField) => {
    const next = filters.sort.field === field ? { field, dir: filters.sort.dir === 'asc' ? 'desc' : 'asc' } : parseSort(field);
    if (next) change({ sort: next as LeadsQuery['sort'] });
  };

  const editable = (column: GreatsheetColumn | undefined, row: LeadListItem | null): boolean => {
    if (!column?.editor || !row) return false;
    // The transfer rules (docs/crm.md): managers move any lead; an agent or realtor only their own.
    if (column.editor === 'agent') return viewer.canManage || (viewer.type !== 'lender' && row.buyerAgent?.id === viewer.id);
    return true;
  };

  const endEdit = (cell: Cell, column: GreatsheetColumn, row: LeadListItem, end: EditEnd) => {
    setEditing(null);
    if (end.move === 'next') moveTo(cell.row, cell.col + 1);
    else if (end.move === 'previous') moveTo(cell.row, cell.col - 1);
    else moveTo(cell.row, cell.col);
    if (end.save) saveCells.save(row, column, end.save);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (editing || sheet.total === 0) return;
    if (navigate(event)) return;
    const { row, col } = active;
    if (event.key === 'Enter' || event.key === 'F2') {
      const lead = sheet.rowAt(row);
      if (col === 0 && lead && event.key === 'Enter') {
        event.preventDefault();
        router.push(`/lead?id=${lead.id}`);
      } else if (editable(columns[col - 1], lead)) {
        event.preventDefault();
        setEditing({ row, col });
      }
    }
  };

  const saveColumns = (next: GreatsheetColumnId[]) => {
    setColumnIds(next);
    setActive((a) => ({ ...a, col: Math.min(a.col, next.length) }));
    apiPut('/crm/greatsheet/columns', { columns: next }).then(
      () => setNotice('Columns saved.'),
      (error: unknown) => setNotice(`Columns not saved: ${cellError(error)}`),
    );
  };

  const sortState = (field: SortField | undefined) => (field && filters.sort.field === field ? (filters.sort.dir === 'asc' ? 'ascending' : 'descending') : field ? 'none' : undefined);
  const header = (title: string, field: SortField | undefined) =>
    field ? (
      <button type="button" className={styles.sortButton} onClick={() => sortBy(field)}>
        {title}
        <span aria-hidden="true" className={styles.sortMark}>{filters.sort.field === field ? (filters.sort.dir === 'asc' ? '▲' : '▼') : ''}</span>
      </button>
    ) : (
      title
    );

  const total = sheet.total;
  const status = sheet.error ? `Could not load leads: ${sheet.error}` : `${format.number(total, 'count')} ${total === 1 ? 'lead' : 'leads'}`;

  return (
    <section className={styles.sheet} aria-labelledby="sheet-title">
      <div className={styles.head}>
        <h1 id="sheet-title">Greatsheet</h1>
        <ColumnsMenu columns={columnIds} onChange={saveColumns} />
      </div>
      <LeadsSearchBox value={filters.q ?? ''} onSearch={(q) => change({ q: q || undefined })} />
      <LeadsFilters query={filters} options={options.filters} onChange={change} />
      <p className={styles.status} role="status" aria-live="polite" aria-busy={sheet.loading}>
        {status}
        {notice ? ` · ${notice}` : ''}
      </p>
      <p className={styles.hint} id="sheet-hint">Arrow keys move between cells; Enter or F2 edits, Enter saves, Escape cancels, Tab saves and moves on.</p>
      <div
        ref={scroller}
        className={styles.scroller}
        role="grid"
        aria-labelledby="sheet-title"
        aria-describedby="sheet-hint"
        aria-rowcount={total + 1}
        aria-colcount={columns.length + 1}
        onKeyDown={onKeyDown}
      >
        <div role="rowgroup" className={styles.headGroup} style={{ width }}>
          <div role="row" aria-rowindex={1} className={styles.row} style={{ gridTemplateColumns: template }}>
            <div role="columnheader" aria-colindex={1} aria-sort={sortState('name')} className={`${styles.headCell} ${styles.sticky}`}>
              {header('Lead', 'name')}
            </div>
            {columns.map((column, i) => (
              <div key={column.id} role="columnheader" aria-colindex={i + 2} aria-sort={sortState(column.sort)} className={styles.headCell}>
                {header(column.title, column.sort)}
              </div>
            ))}
          </div>
        </div>
        <div role="rowgroup" className={styles.body} style={{ height: virtualizer.getTotalSize(), width }}>
          {items.map((item) => {
            const lead = sheet.rowAt(item.index);
            const isActiveRow = active.row === item.index;
            const tab = (col: number) => (isActiveRow && active.col === col ? 0 : -1);
            return (
              <div
                key={item.key}
                role="row"
                aria-rowindex={item.index + 2}
                aria-busy={lead ? undefined : true}
                className={styles.row}
                style={{ gridTemplateColumns: template, transform: `translateY(${item.start}px)`, height: ROW_HEIGHT }}
              >
                <div
                  role="rowheader"
                  aria-colindex={1}
                  tabIndex={tab(0)}
                  data-row={item.index}
                  data-col={0}
                  className={`${styles.cell} ${styles.sticky}`}
                  onClick={() => setActive({ row: item.index, col: 0 })}
                >
                  {lead ? (
                    <Link href={`/lead?id=${lead.id}`} tabIndex={-1} className={styles.name}>
                      {lead.fullName}
                    </Link>
                  ) : (
                    <span className={styles.muted}>…</span>
                  )}
                </div>
                {columns.map((column, i) => {
                  const col = i + 1;
                  const isEditing = lead !== null && editing?.row === item.index && editing.col === col;
                  const error = lead ? saveCells.errorOf(lead.id, column.id) : undefined;
                  const errorId = error && lead ? `sheet-error-${lead.id}-${column.id}` : undefined;
                  return (
                    <div
                      key={column.id}
                      role="gridcell"
                      aria-colindex={col + 1}
                      aria-readonly={editable(column, lead) ? undefined : true}
                      aria-describedby={errorId}
                      tabIndex={isEditing ? -1 : tab(col)}
                      data-row={item.index}
                      data-col={col}
                      data-error={error ? '' : undefined}
                      className={styles.cell}
                      onClick={() => setActive({ row: item.index, col })}
                      onDoubleClick={() => {
                        if (editable(column, lead)) setEditing({ row: item.index, col });
                      }}
                    >
                      {isEditing && lead ? (
                        <SheetEditor
                          column={column}
                          row={lead}
                          buyerAgents={options.buyerAgents}
                          tagSuggestions={options.filters.tags}
                          onEnd={(end) => endEdit({ row: item.index, col }, column, lead, end)}
                        />
                      ) : lead ? (
                        <SheetCell column={column} lead={lead} agentNames={options.agentNames} now={now} />
                      ) : null}
                      {error && errorId && !isEditing && (
                        <span id={errorId} className={styles.cellError}>
                          {error}
                        </span>
                      )}
                    </div>
                  );
                })}
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
