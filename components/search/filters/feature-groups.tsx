'use client';

import { useId, useState } from 'react';
import type { FeatureGroup as Group } from '@/lib/search/search-config';
import { patchAdvanced, type FilterControlProps } from './types';
import styles from './advanced-filters.module.css';

interface FeatureGroupProps extends Pick<FilterControlProps, 'filters' | 'onChange'> {
  group: Group;
  initiallyExpanded: boolean;
}

/** One company filter group: its title is a button that shows or hides the feature checkboxes. */
function FeatureGroup({ group, filters, onChange, initiallyExpanded }: FeatureGroupProps) {
  const [expanded, setExpanded] = useState(initiallyExpanded);
  const id = useId();
  const chosen = filters.advanced.features;
  const toggle = (param: string, checked: boolean) =>
    onChange((current) => {
      const rest = current.advanced.features.filter((p) => p !== param);
      return patchAdvanced({ features: checked ? [...rest, param] : rest })(current);
    });

  return (
    <section className={styles.group}>
      <h3 className={styles.groupTitle}>
        <button
          id={`${id}-title`}
          type="button"
          className={styles.groupToggle}
          aria-expanded={expanded}
          aria-controls={`${id}-features`}
          onClick={() => setExpanded((open) => !open)}
        >
          {group.title}
          <span className={styles.chevron} aria-hidden="true" />
        </button>
      </h3>
      <div id={`${id}-features`} role="group" aria-labelledby={`${id}-title`} className={styles.features} hidden={!expanded}>
        {group.features.map((feature) => (
          <label key={feature.param} className={styles.checkbox}>
            <input type="checkbox" checked={chosen.includes(feature.param)} onChange={(event) => toggle(feature.param, event.target.checked)} />
            {feature.title}
          </label>
        ))}
      </div>
    </section>
  );
}

interface FeatureGroupsProps extends Pick<FilterControlProps, 'filters' | 'config' | 'onChange'> {
  /** SPEC §2: desktop groups start expanded; on a phone they start folded to keep the panel short. */
  initiallyExpanded: boolean;
}

/** The company's feature groups (SPEC §2), each collapsible. */
export function FeatureGroups({ filters, config, onChange, initiallyExpanded }: FeatureGroupsProps) {
  return (
    <>
      {config.filterGroups
        .filter((group) => group.features.length > 0)
        .map((group, index) => (
          <FeatureGroup key={`${index}-${group.title}`} group={group} filters={filters} onChange={onChange} initiallyExpanded={initiallyExpanded} />
        ))}
    </>
  );
}
