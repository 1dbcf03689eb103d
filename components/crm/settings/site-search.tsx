'use client';

import { SORT_FIELDS, SUGGESTION_KEYS } from '@/lib/filters/types';
import { PROPERTY_STATUSES, PROPERTY_TYPES } from '@/lib/property/vocabulary';
import { ADVANCED_CONTROLS, type AdvancedControl } from '@/lib/search/search-config';
import { CheckField, Field, Group, orNull, TextField } from './site-fields';
import type { SectionProps } from './site-editor';
import styles from './site.module.css';

const CONTROL_LABELS: Record<AdvancedControl, string> = {
  square: 'Square footage', year: 'Year built', garages: 'Garage spaces', basement: 'Basement type', acres: 'Acres', daysOnSite: 'Days on site',
  maxHoa: 'Max HOA', assumableRate: 'Assumable mortgage rate', stories: 'Stories', priceReduced: 'Price reduced', photo: 'Has photos',
};
type CodeList = { param: string; title: string }[];

/** /settings?section=search: sorting, types and statuses offered, advanced filters, filter groups, suggestions and locations. */
export function SiteSearch({ draft, setSettings, setDraft, errors, readOnly, features }: SectionProps) {
  const s = draft.settings;
  const e = (path: string) => errors[`settings.${path}`];
  const [field = 'created_at', direction = 'desc'] = s.defaultSorting.split(' ');
  const fields = s.fieldsConfiguration;

  return (
    <>
      <Group title="Listings">
        <Field label="Default sorting" error={e('defaultSorting')}>
          {(props) => (
            <select {...props} value={field} disabled={readOnly} onChange={(ev) => setSettings({ defaultSorting: `${ev.target.value} ${direction}` })}>
              {SORT_FIELDS.map((f) => <option key={f} value={f}>{f.replaceAll('_', ' ')}</option>)}
            </select>
          )}
        </Field>
        <Field label="Direction">
          {(props) => (
            <select {...props} value={direction} disabled={readOnly} onChange={(ev) => setSettings({ defaultSorting: `${field} ${ev.target.value}` })}>
              <option value="desc">Highest / newest first</option>
              <option value="asc">Lowest / oldest first</option>
            </select>
          )}
        </Field>
        <CheckField label="Show deal ratings" checked={s.showPropertiesDealRatings} onChange={(showPropertiesDealRatings) => setSettings({ showPropertiesDealRatings })} readOnly={readOnly} />
        <CheckField label="Sold prices only after sign-in" checked={s.soldPricesRequireSignIn} onChange={(soldPricesRequireSignIn) => setSettings({ soldPricesRequireSignIn })} readOnly={readOnly} />
        <TextField label="Map style URL" value={s.mapStyleUrl ?? ''} onChange={(v) => setSettings({ mapStyleUrl: orNull(v) })} error={e('mapStyleUrl')} readOnly={readOnly} wide hint="Empty: the bundled map style" />
      </Group>
      <CodeTitles legend="Property types offered" vocabulary={PROPERTY_TYPES} value={s.propertyTypes} path="propertyTypes" errors={errors} readOnly={readOnly} onChange={(propertyTypes) => setSettings({ propertyTypes })} />
      <CodeTitles legend="Statuses offered" vocabulary={PROPERTY_STATUSES} value={s.propertyStatuses} path="propertyStatuses" errors={errors} readOnly={readOnly} onChange={(propertyStatuses) => setSettings({ propertyStatuses })} />
      <Group title="Restricted statuses visitors may see" note="Statuses a feed restricts (such as Under Contract) that this site still shows visitors.">
        {Object.entries(PROPERTY_STATUSES).map(([code, title]) => (
          <CheckField key={code} label={title} checked={s.visibleStatuses.includes(code)} readOnly={readOnly}
            onChange={(on) => setSettings({ visibleStatuses: on ? [...s.visibleStatuses, code] : s.visibleStatuses.filter((c) => c !== code) })} />
        ))}
      </Group>
      <Group title="Advanced filters shown" note={fields === null ? 'No configuration: every control is shown. Untick one to choose.' : undefined}>
        {ADVANCED_CONTROLS.map((control) => (
          <CheckField key={control} label={CONTROL_LABELS[control]} checked={fields === null || fields[control] === true} readOnly={readOnly}
            onChange={(on) => setSettings({ fieldsConfiguration: { ...Object.fromEntries(ADVANCED_CONTROLS.map((c) => [c, fields === null || fields[c] === true])), [control]: on } })} />
        ))}
      </Group>
      <Group title="Filter groups" note="Checkbox groups of features under the advanced filters.">
        {s.filterGroups.map((group, gi) => (
          <fieldset key={gi} className={`${styles.wide} ${styles.subgroup}`}>
            <legend className={styles.hidden}>Filter group {gi + 1}</legend>
            <div className={styles.rowButtons}>
              <TextField label={`Group ${gi + 1} title`} value={group.title} readOnly={readOnly} error={e(`filterGroups.${gi}.title`)}
                onChange={(title) => setSettings({ filterGroups: s.filterGroups.map((g, i) => (i === gi ? { ...g, title } : g)) })} />
              {readOnly ? null : <button type="button" className={styles.small} onClick={() => setSettings({ filterGroups: s.filterGroups.filter((_, i) => i !== gi) })}>Remove group</button>}
            </div>
            {e(`filterGroups.${gi}.params`) ? <p className={styles.fieldError}>{e(`filterGroups.${gi}.params`)}</p> : null}
            {group.params.map((p, pi) => (e(`filterGroups.${gi}.params.${pi}`) ? <p key={p} className={styles.fieldError}>{e(`filterGroups.${gi}.params.${pi}`)}</p> : null))}
            <div className={styles.checks}>
              {features.map((f) => (
                <CheckField key={f.param} label={f.title} checked={group.params.includes(f.param)} readOnly={readOnly}
                  onChange={(on) => setSettings({ filterGroups: s.filterGroups.map((g, i) => (i === gi ? { ...g, params: on ? [...g.params, f.param] : g.params.filter((x) => x !== f.param) } : g)) })} />
              ))}
            </div>
          </fieldset>
        ))}
        {readOnly ? null : <button type="button" className="button button-secondary" onClick={() => setSettings({ filterGroups: [...s.filterGroups, { title: 'New group', params: [] }] })}>Add filter group</button>}
      </Group>
      <Group title="Search box suggestions" note="Kinds of place the search box suggests, in this order.">
        {SUGGESTION_KEYS.map((key) => (
          <CheckField key={key} label={key.replaceAll('_', ' ')} checked={s.suggestions.includes(key)} readOnly={readOnly}
            onChange={(on) => setSettings({ suggestions: SUGGESTION_KEYS.filter((k) => (k === key ? on : s.suggestions.includes(k))) })} />
        ))}
      </Group>
      <Group title="Locations" note="Named areas of the search (location-{slug}); city slugs separated by commas.">
        {draft.locations.map((l, i) => (
          <div key={i} className={`${styles.wide} ${styles.row}`}>
            <TextField label={`Location ${i + 1} name`} value={l.name} readOnly={readOnly} error={errors[`locations.${i}.name`]} onChange={(name) => setDraft({ locations: draft.locations.map((x, j) => (j === i ? { ...x, name } : x)) })} />
            <TextField label="Slug" value={l.slug} readOnly={readOnly} error={errors[`locations.${i}.slug`]} onChange={(slug) => setDraft({ locations: draft.locations.map((x, j) => (j === i ? { ...x, slug } : x)) })} />
            <TextField label="City slugs" value={l.citySlugs.join(', ')} readOnly={readOnly} error={errors[`locations.${i}.citySlugs`]}
              onChange={(v) => setDraft({ locations: draft.locations.map((x, j) => (j === i ? { ...x, citySlugs: v.split(',').map((c) => c.trim()).filter(Boolean) } : x)) })} />
            <CheckField label="Active" checked={l.isActive} readOnly={readOnly} onChange={(isActive) => setDraft({ locations: draft.locations.map((x, j) => (j === i ? { ...x, isActive } : x)) })} />
            {readOnly ? null : <button type="button" className={styles.small} onClick={() => setDraft({ locations: draft.locations.filter((_, j) => j !== i) })}>Remove</button>}
          </div>
        ))}
        {readOnly ? null : <button type="button" className="button button-secondary" onClick={() => setDraft({ locations: [...draft.locations, { name: '', slug: '', isActive: true, citySlugs: [] }] })}>Add location</button>}
      </Group>
    </>
  );
}

/** A list of codes offered with the company's own title for each (types, statuses). */
function CodeTitles({ legend, vocabulary, value, path, errors, readOnly, onChange }: {
  legend: string; vocabulary: Record<string, string>; value: CodeList; path: string; errors: Record<string, string>; readOnly: boolean; onChange: (v: CodeList) => void;
}) {
  const listError = errors[`settings.${path}`];
  return (
    <Group title={legend}>
      {listError ? <p className={`${styles.fieldError} ${styles.wide}`} role="status">{listError}</p> : null}
      {Object.entries(vocabulary).map(([code, fallback]) => {
        const index = value.findIndex((v) => v.param === code);
        const on = index >= 0;
        return (
          <div key={code} className={styles.codeRow}>
            <CheckField label={`${fallback} (${code})`} checked={on} readOnly={readOnly} error={on ? errors[`settings.${path}.${index}.param`] : undefined}
              onChange={(checked) => onChange(checked ? [...value, { param: code, title: fallback }] : value.filter((v) => v.param !== code))} />
            {on ? (
              <input aria-label={`Title shown for ${fallback}`} value={value[index]?.title ?? ''} readOnly={readOnly} aria-invalid={errors[`settings.${path}.${index}.title`] ? true : undefined}
                onChange={(ev) => onChange(value.map((v, i) => (i === index ? { ...v, title: ev.target.value } : v)))} />
            ) : null}
          </div>
        );
      })}
    </Group>
  );
}
