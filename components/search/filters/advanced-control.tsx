'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { ACRES_VALUES, assumableRateChoices, assumableRateLabel, BASEMENT_CHOICES, basementLabel, dayChoices, GARAGE_VALUES, maxHoaChoices, maxHoaLabel, SQFT_VALUES, STORIES_VALUES, yearValues } from '@/lib/filters/options';
import { advancedRangeLabel, ADVANCED_RANGES, daysLabel } from '@/lib/filters/chips';
import { applyDaysOption, displayDaysValue, type DaysKind } from '@/lib/filters/rules';
import type { AdvancedControl } from '@/lib/search/search-config';
import { RangeField, SelectField } from './select-fields';
import { patchAdvanced, type FilterControlProps } from './types';
import styles from './advanced-filters.module.css';

interface AdvancedControlProps extends Pick<FilterControlProps, 'filters' | 'onChange'> {
  control: AdvancedControl;
  /** Show the chosen value beside the label (SPEC §2, mobile). */
  showValue: boolean;
}

const RANGE_VALUES: Partial<Record<AdvancedControl, readonly number[]>> = {
  square: SQFT_VALUES,
  garages: GARAGE_VALUES,
  acres: ACRES_VALUES,
  stories: STORIES_VALUES,
};

const DAY_CONTROLS: Partial<Record<AdvancedControl, DaysKind>> = { daysOnSite: 'dayslisted', priceReduced: 'daysprr' };

/** One control of the advanced panel (SPEC §2), by its fieldsConfiguration key. */
export function AdvancedControlField({ control, filters, onChange, showValue }: AdvancedControlProps) {
  const t = useTranslations('Filters');
  // The current year is read once, on mount, so rendering stays pure.
  const [years] = useState(() => yearValues());
  const a = filters.advanced;
  const label = t(`controls.${control}`);
  const summary = (text: string | null) => (showValue ? text : null);

  const range = ADVANCED_RANGES.find((r) => r.id === control);
  if (range) {
    return (
      <RangeField
        label={label}
        values={RANGE_VALUES[control] ?? years}
        format={range.format}
        min={a[range.min]}
        max={a[range.max]}
        onMin={(value) => onChange(patchAdvanced({ [range.min]: value }))}
        onMax={(value) => onChange(patchAdvanced({ [range.max]: value }))}
        summary={summary(advancedRangeLabel(a, control))}
      />
    );
  }

  const kind = DAY_CONTROLS[control];
  if (kind) {
    const current = displayDaysValue(filters, kind);
    return (
      <SelectField
        label={label}
        choices={[{ value: '', label: t('any') }, ...dayChoices(kind, current)]}
        value={current}
        onSelect={(option) => onChange((f) => applyDaysOption(f, kind, option))}
        summary={summary(daysLabel(filters, kind))}
      />
    );
  }

  switch (control) {
    case 'basement':
      return (
        <SelectField
          label={label}
          choices={BASEMENT_CHOICES}
          value={a.basmnttype}
          onSelect={(code) => onChange(patchAdvanced({ basmnttype: code }))}
          summary={summary(a.basmnttype === null ? null : basementLabel(a.basmnttype))}
        />
      );
    case 'maxHoa':
      return (
        <SelectField
          label={label}
          choices={maxHoaChoices(a.maxhoa)}
          value={a.maxhoa}
          onSelect={(value) => onChange(patchAdvanced({ maxhoa: value }))}
          summary={summary(a.maxhoa === null ? null : maxHoaLabel(a.maxhoa))}
        />
      );
    case 'assumableRate':
      return (
        <SelectField
          label={label}
          choices={assumableRateChoices(a.maxassmortgrate)}
          value={a.maxassmortgrate}
          onSelect={(value) => onChange(patchAdvanced({ maxassmortgrate: value }))}
          summary={summary(a.maxassmortgrate === null ? null : assumableRateLabel(a.maxassmortgrate))}
        />
      );
    case 'photo':
      return (
        <label className={styles.checkbox}>
          <input type="checkbox" checked={a.photo} onChange={(event) => onChange(patchAdvanced({ photo: event.target.checked }))} />
          {label}
        </label>
      );
    default:
      return null;
  }
}
