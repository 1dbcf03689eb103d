'use client';

import { useTranslations } from 'next-intl';
import { CheckboxList } from './choice-list';
import type { FilterControlProps } from './types';

/** SPEC §2 Type: the company's property types, several at once. */
export function TypeFilter({ filters, config, onChange }: FilterControlProps) {
  const t = useTranslations('Filters');
  return (
    <CheckboxList
      legend={t('type')}
      choices={config.types.map((type) => ({ value: type.param, label: type.title }))}
      selected={filters.type}
      onToggle={(code, checked) =>
        onChange((current) => {
          const rest = current.type.filter((c) => c !== code);
          return { ...current, type: checked ? [...rest, code] : rest };
        })
      }
    />
  );
}
