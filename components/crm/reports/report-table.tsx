import { durationText, shareText, type ReportColumn } from '@/lib/crm/reports/types';
import styles from './reports.module.css';
import { useFormatter } from 'next-intl';
import type { Formatter } from '@/lib/format/formatter';

function cell(format: Formatter, column: ReportColumn, value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (column.kind === 'seconds') return durationText(Number(value));
  if (column.kind === 'share') return shareText(Number(value));
  if (column.kind === 'count') return format.number(Number(value), 'count');
  return String(value);
}

/**
 * A report's figures as a real table: the same numbers as its chart, for screen readers and
 * for reading exact values. The first column names the row. It scrolls inside its own box on
 * a phone (focusable, so a keyboard can scroll it), never the page.
 */
export function ReportTable({ caption, columns, rows, link }: { caption: string; columns: readonly ReportColumn[]; rows: ReadonlyArray<object>; link?: (row: object) => string | null }) {
  const format = useFormatter();
  if (rows.length === 0) return <p className={styles.empty}>Nothing in this range.</p>;
  return (
    <div className={styles.tableWrap} role="region" aria-label={`${caption}: figures`} tabIndex={0}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={c.kind === 'text' ? undefined : styles.num}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => {
            const values = row as Record<string, unknown>;
            const [head, ...rest] = columns;
            const href = link?.(row) ?? null;
            return (
              <tr key={i}>
                {head && <th scope="row">{href ? <a href={href}>{cell(format, head, values[head.key])}</a> : cell(format, head, values[head.key])}</th>}
                {rest.map((c) => (
                  <td key={c.key} className={c.kind === 'text' ? undefined : styles.num}>
                    {cell(format, c, values[c.key])}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
