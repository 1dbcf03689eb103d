'use client';
import Link from 'next/link';
import { useCallback, useMemo, useState } from 'react';
import {
  createColumnHelper,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type RowSelectionState,
  type Updater,
} from '@tanstack/react-table';
import type { LeadFilterOptions, LeadsPage, SavedLeadView } from '@/lib/crm/leads-list-types';
import { leadsQueryString, parseSort, type LeadsQuery, type SortField } from '@/lib/crm/leads-query';
import type { CrmViewer, LeadListItem } from '@/lib/crm/types';
import { formatPhone } from '@/lib/format/phone';
import { useFormatter } from 'next-intl';
import { TimeAgo } from '@/components/format/time-ago';
import { AddLeadButton } from './add-lead-button';
import { stageLabel } from './lead-labels';
import { LeadsBulkToolbar } from './leads-bulk-toolbar';
import { LeadsFilters } from './leads-filters';
import { LeadsPhoneList } from './leads-phone-list';
import { LeadsSearchBox } from './leads-search-box';
import { SavedViewsMenu } from './saved-views-menu';
import { useLeadsList } from './use-leads-list';
import { EmailStatusBadge } from '../lead/email-status-badge';
import styles from './leads.module.css';

// The table's features (sorting and paging are the server's: manual modes below).
const features = tableFeatures({ rowSortingFeature, rowPaginationFeature, rowSelectionFeature });
const helper = createColumnHelper<typeof features, LeadListItem>();
const PER_PAGE_CHOICES = [25, 50, 100];

function When({ at, now }: { at: string | null; now: number }) {
  if (!at) return <span className={styles.muted}>—</span>;
  return <TimeAgo at={at} now={now} />;
}

interface Props {
  viewer: CrmViewer;
  initialQuery: string;
  initialPage: LeadsPage;
  options: LeadFilterOptions;
  initialViews: SavedLeadView[];
  now: number;
}

/**
 * The /leads screen: search, filters, saved views, the table (TanStack Table, client only;
 * rows, order and pages come from /api/crm/leads) or, on phones, a stacked list, and the bulk
 * toolbar for brokers and admins.
 */
export function LeadsTable({ viewer, initialQuery, initialPage, options, initialViews, now }: Props) {
  const format = useFormatter();
  const { query, page, error, loading, update, refresh } = useLeadsList(initialQuery, initialPage);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [notice, setNotice] = useState('');
  const selectable = viewer.canManage;

  const change = useCallback(
    (patch: Partial<LeadsQuery>) => {
      setSelection({});
      setNotice('');
      update(patch);
    },
    [update],
  );

  const sortBy = useCallback(
    (field: SortField) => {
      const next = query.sort.field === field ? { field, dir: query.sort.dir === 'asc' ? 'desc' : 'asc' } : parseSort(field);
      if (next) change({ sort: next as LeadsQuery['sort'] });
    },
    [query.sort, change],
  );

  const columns = useMemo(
    () =>
      helper.columns([
        ...(selectable
          ? [
              helper.display({
                id: 'select',
                header: ({ table }) => (
                  <input
                    type="checkbox"
                    aria-label="Select all leads on this page"
                    checked={table.getIsAllPageRowsSelected()}
                    ref={(el) => {
                      if (el) el.indeterminate = table.getIsSomePageRowsSelected() && !table.getIsAllPageRowsSelected();
                    }}
                    onChange={table.getToggleAllPageRowsSelectedHandler()}
                  />
                ),
                cell: ({ row }) => (
                  <input type="checkbox" aria-label={`Select ${row.original.fullName}`} checked={row.getIsSelected()} onChange={row.getToggleSelectedHandler()} />
                ),
              }),
            ]
          : []),
        helper.accessor('fullName', {
          id: 'name',
          header: 'Name',
          cell: ({ row }) => {
            const lead = row.original;
            return (
              <div className={styles.nameCell}>
                <Link href={`/lead?id=${lead.id}`}>{lead.fullName}</Link>
                {lead.hot && <span className={styles.hot}>Hot</span>}
                {lead.email ? <span className={styles.sub} title={lead.email}>{lead.email}</span> : null}
                {lead.email ? <EmailStatusBadge status={lead.emailStatus} /> : null}
                {lead.phone ? <span className={styles.sub}>{formatPhone(lead.phone)}</span> : null}
              </div>
            );
          },
        }),
        helper.accessor('stage', { id: 'stage', header: 'Stage', cell: ({ getValue }) => <span className={styles.stage}>{stageLabel(getValue())}</span> }),
        helper.accessor('buyerAgent', {
          id: 'agent',
          header: 'Agent',
          enableSorting: false,
          cell: ({ getValue }) => getValue()?.name ?? <span className={styles.muted}>Pond</span>,
        }),
        helper.accessor('source', { id: 'source', header: 'Source', enableSorting: false, cell: ({ getValue }) => getValue() ?? '' }),
        helper.accessor('tags', {
          id: 'tags',
          header: 'Tags',
          enableSorting: false,
          cell: ({ getValue }) => (
            <span className={styles.tags}>
              {getValue().map((tag) => <span key={tag} className={styles.tag}>{tag}</span>)}
            </span>
          ),
        }),
        helper.accessor('lastVisitAt', { id: 'last_visit_at', header: 'Last visit', cell: ({ getValue }) => <When at={getValue()} now={now} /> }),
        helper.accessor('lastActivityAt', { id: 'last_activity_at', header: 'Last activity', cell: ({ getValue }) => <When at={getValue()} now={now} /> }),
        helper.accessor('createdAt', { id: 'created_at', header: 'Created', cell: ({ getValue }) => <When at={getValue()} now={now} /> }),
      ]),
    [selectable, now],
  );

  const onSelectionChange = useCallback((updater: Updater<RowSelectionState>) => setSelection((old) => (typeof updater === 'function' ? updater(old) : updater)), []);
  const table = useTable({
    features,
    columns,
    data: page.data,
    getRowId: (row) => String(row.id),
    manualSorting: true,
    manualPagination: true,
    rowCount: page.pagination.total,
    enableRowSelection: selectable,
    state: {
      sorting: [{ id: query.sort.field, desc: query.sort.dir === 'desc' }],
      pagination: { pageIndex: query.page - 1, pageSize: query.per_page },
      rowSelection: selection,
    },
    onRowSelectionChange: onSelectionChange,
  });

  const selectedIds = Object.keys(selection).filter((id) => selection[id]).map(Number);
  const selectedSet = new Set(selectedIds);
  const { total, total_pages: totalPages } = page.pagination;
  const status = error ? `Could not load leads: ${error.message}` : `${format.number(total, 'count')} ${total === 1 ? 'lead' : 'leads'}${notice ? `. ${notice}` : ''}`;

  return (
    <section className={styles.leads} aria-labelledby="leads-title">
      <div className={styles.head}>
        <h1 id="leads-title">Leads</h1>
        <div className={styles.headActions}>
          <AddLeadButton viewer={viewer} onNotice={setNotice} />
          <SavedViewsMenu initialViews={initialViews} currentQuery={leadsQueryString(query, false)} />
        </div>
      </div>
      <LeadsSearchBox value={query.q ?? ''} onSearch={(q) => change({ q: q || undefined })} />
      <LeadsFilters query={query} options={options} onChange={change} />
      <p className={styles.status} role="status" aria-live="polite" aria-busy={loading}>
        {status}
      </p>
      {selectable && selectedIds.length > 0 && (
        <LeadsBulkToolbar
          ids={selectedIds}
          options={options}
          onDone={(message) => {
            setSelection({});
            setNotice(message);
            void refresh();
          }}
        />
      )}
      {page.data.length === 0 ? (
        <p className={styles.empty}>{query.q || query.stage || query.agentId || query.pond || query.hot || query.source || query.tag ? 'No leads match these filters.' : 'No leads yet.'}</p>
      ) : (
        <>
          <div className={styles.tableWrap}>
            <table className={styles.table} aria-labelledby="leads-title">
              <thead>
                {table.getHeaderGroups().map((group) => (
                  <tr key={group.id}>
                    {group.headers.map((header) => {
                      const sortable = header.column.getCanSort() && header.column.id !== 'select';
                      const sorted = header.column.getIsSorted();
                      return (
                        <th
                          key={header.id}
                          scope="col"
                          className={header.column.id === 'select' ? styles.selectCol : undefined}
                          aria-sort={sortable ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined}
                        >
                          {sortable ? (
                            <button type="button" className={styles.sortButton} onClick={() => sortBy(header.column.id as SortField)}>
                              <table.FlexRender header={header} />
                              <span aria-hidden="true" className={styles.sortMark}>{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : ''}</span>
                            </button>
                          ) : (
                            <table.FlexRender header={header} />
                          )}
                        </th>
                      );
                    })}
                  </tr>
                ))}
              </thead>
              <tbody>
                {table.getRowModel().rows.map((row) => (
                  <tr key={row.id} data-selected={row.getIsSelected() ? '' : undefined}>
                    {row.getAllCells().map((cell) => (
                      <td key={cell.id} className={cell.column.id === 'select' ? styles.selectCol : undefined}>
                        <table.FlexRender cell={cell} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <LeadsPhoneList
            leads={page.data}
            now={now}
            selectable={selectable}
            selected={selectedSet}
            onToggle={(id) =>
              setSelection((old) => {
                const next = { ...old };
                if (next[String(id)]) delete next[String(id)];
                else next[String(id)] = true;
                return next;
              })
            }
          />
        </>
      )}
      <nav className={styles.pager} aria-label="Pages">
        <button type="button" className="button button-secondary" disabled={query.page <= 1} onClick={() => update({ page: query.page - 1 })}>
          Previous
        </button>
        <span>
          Page {format.number(Math.min(query.page, Math.max(totalPages, 1)), 'count')} of {format.number(Math.max(totalPages, 1), 'count')}
        </span>
        <button type="button" className="button button-secondary" disabled={query.page >= totalPages} onClick={() => update({ page: query.page + 1 })}>
          Next
        </button>
        <label>
          <span>Per page</span>
          <select value={query.per_page} onChange={(e) => change({ per_page: Number(e.target.value) })}>
            {PER_PAGE_CHOICES.map((n) => <option key={n} value={n}>{n}</option>)}
          </select>
        </label>
      </nav>
    </section>
  );
}
