'use client';

import { useTranslations } from 'next-intl';
import { SOLD_STATUS } from '@/lib/filters/limits';
import { withStatus } from '@/lib/filters/rules';
import { CheckboxList } from './choice-list';
import { DaysSoldFilter } from './days-sold-filter';
import type { FilterControlProps } from './types';
import styles from './status-filter.module.css';

/**
 * SPEC §2 Status: the company's statuses, several at once; with Sold chosen the days-sold
 * choice appears beneath. withStatus clears days sold when Sold is left (SPEC §4).
 */
export function StatusFilter({ filters, config, onChange }: FilterControlProps) {
  const t = useTranslations('Filters');
  return (
    <div className={styles.status}>
      <CheckboxList
        legend={t('status')}
        choices={config.statuses.map((status) => ({ value: status.param, label: status.title }))}
        selected={filters.status}
        onToggle={(code, checked) =>
          onChange((current) => {
            const rest = current.status.filter((c) => c !== code);
            return withStatus(current, checked ? [...rest, code] : rest);
          })
        }
      />
      {filters.status.includes(SOLD_STATUS) && (
        <div className={styles.daysSold}>
          <DaysSoldFilter filters={filters} onChange={onChange} />
        </div>
      )}
    </div>
  );
}
