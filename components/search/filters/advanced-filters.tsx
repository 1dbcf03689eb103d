'use client';

import type { CSSProperties } from 'react';
import { SOLD_STATUS } from '@/lib/filters/limits';
import { ADVANCED_CONTROLS, isControlEnabled } from '@/lib/search/search-config';
import { AdvancedControlField } from './advanced-control';
import { DaysSoldFilter } from './days-sold-filter';
import { DealRatingsFilter } from './deal-ratings-filter';
import { FeatureGroups } from './feature-groups';
import type { FilterControlProps } from './types';
import styles from './advanced-filters.module.css';

export interface AdvancedFiltersProps extends FilterControlProps {
  variant: 'desktop' | 'mobile';
  /** Desktop: overrides the default height (viewport minus header, search bar and bottom panel). */
  maxHeight?: string;
  /**
   * Show the days-sold list (when Sold is chosen). Panels that already show it beside Status
   * (filter bar, mobile panel) turn it off so the page never holds the same choice twice.
   */
  showDaysSold?: boolean;
}

/**
 * SPEC §2 advanced filters: Deal Ratings first when the company shows them, then only the
 * controls its field configuration enables, in SPEC's order, then the feature groups, then
 * days sold as a separate control.
 */
export function AdvancedFilters({ filters, config, onChange, variant, maxHeight, showDaysSold = true }: AdvancedFiltersProps) {
  const style: CSSProperties | undefined = variant === 'desktop' && maxHeight ? { maxHeight } : undefined;
  return (
    <div className={`${styles.panel} ${styles[variant]}`} style={style} data-variant={variant}>
      {config.showDealRatings && (
        <div className={styles.control} data-control="dealRatings">
          <DealRatingsFilter filters={filters} onChange={onChange} />
        </div>
      )}
      {ADVANCED_CONTROLS.filter((control) => isControlEnabled(config, control)).map((control) => (
        <div key={control} className={styles.control} data-control={control}>
          <AdvancedControlField control={control} filters={filters} onChange={onChange} showValue={variant === 'mobile'} />
        </div>
      ))}
      <FeatureGroups filters={filters} config={config} onChange={onChange} initiallyExpanded={variant === 'desktop'} />
      {showDaysSold && filters.status.includes(SOLD_STATUS) && (
        <div className={styles.control} data-control="daysSold">
          <DaysSoldFilter filters={filters} onChange={onChange} />
        </div>
      )}
    </div>
  );
}
