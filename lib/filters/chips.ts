/**
 * The summaries of chosen filters (filter buttons, mobile values) and the removable chips of
 * the selected-filters bar (SPEC §2), in SPEC §9's words (./options).
 */
import type { SearchConfig } from '@/lib/search/search-config';
import { SOLD_STATUS } from './limits';
import {
  assumableRateLabel, basementLabel, DAY_OPTIONS, daysSoldLabel, dayWord, dealRatingLabel, formatCount, maxHoaLabel, NO_ASSUMABLE_MORTGAGE, NO_HOA,
} from './options';
import { formatShortPrice } from './price-options';
import { displayDaysValue, withStatus, type DaysKind } from './rules';
import { SUGGESTION_KEYS, type AdvancedFilters, type SelectedFilters } from './types';


/** 'a–b', 'a+', 'Up to b', or null when neither bound is set. */
export function rangeLabel(min: number | null, max: number | null, format: (n: number) => string = formatCount): string | null {
  if (min !== null && max !== null) return min === max ? format(min) : `${format(min)}–${format(max)}`;
  if (min !== null) return `${format(min)}+`;
  if (max !== null) return `Up to ${format(max)}`;
  return null;
}

/** '$300K–$500K', '$300K+', 'Up to $500K'; null without a price. */
export function priceRangeLabel(price: SelectedFilters['price']): string | null {
  return rangeLabel(price.from, price.to, formatShortPrice);
}

/** '3+ bd', '2–3 bd'; null without a bound. */
export function countLabel(min: number | null, max: number | null, unit: string): string | null {
  const range = rangeLabel(min, max);
  return range === null ? null : `${range} ${unit}`;
}

type AdvancedNumberKey = { [K in keyof AdvancedFilters]: AdvancedFilters[K] extends number | null ? K : never }[keyof AdvancedFilters];

interface RangeSummary {
  id: string;
  name: string;
  min: AdvancedNumberKey;
  max: AdvancedNumberKey;
  format: (n: number) => string;
}

/** The min/max advanced filters, in SPEC §2's control order. */
export const ADVANCED_RANGES: readonly RangeSummary[] = [
  { id: 'square', name: 'Sq ft', min: 'minsqft', max: 'maxsqft', format: formatCount },
  { id: 'year', name: 'Built', min: 'minyear', max: 'maxyear', format: String },
  { id: 'garages', name: 'Garage spaces', min: 'mingar', max: 'maxgar', format: formatCount },
  { id: 'acres', name: 'Acres', min: 'minacres', max: 'maxacres', format: formatCount },
  { id: 'stories', name: 'Stories', min: 'minstories', max: 'maxstories', format: formatCount },
];

export function advancedRangeLabel(advanced: AdvancedFilters, id: string): string | null {
  const range = ADVANCED_RANGES.find((r) => r.id === id);
  return range ? rangeLabel(advanced[range.min], advanced[range.max], range.format) : null;
}

/** The Days on Site / Price Reduced value as its option label; null when unset. */
export function daysLabel(filters: SelectedFilters, kind: DaysKind): string | null {
  const value = displayDaysValue(filters, kind);
  return value === '' ? null : DAY_OPTIONS[kind].label(value);
}

/** Days sold as read back: the max is "sold within"; a lone min (from a URL) is "more than N days ago". */
export function daysSoldSummary(advanced: AdvancedFilters): string | null {
  if (advanced.maxdayssold !== null) return daysSoldLabel(advanced.maxdayssold);
  return advanced.mindayssold !== null ? `More than ${dayWord(advanced.mindayssold)} ago` : null;
}

// ─── Chips ─────────────────────────────────────────────────────────────────────────────────

export type ChipKind = 'suggestion' | 'type' | 'status' | 'price' | 'beds' | 'baths' | 'advanced' | 'rating' | 'feature' | 'area' | 'list';

/** A removable chip of the selected-filters bar. `remove` is a recipe for the filters store. */
export interface FilterChip {
  id: string;
  label: string;
  kind: ChipKind;
  remove: (filters: SelectedFilters) => SelectedFilters;
}

const setAdvanced = (patch: Partial<AdvancedFilters>) => (f: SelectedFilters): SelectedFilters => ({
  ...f,
  advanced: { ...f.advanced, ...patch },
});

function suggestionChips(filters: SelectedFilters): FilterChip[] {
  return SUGGESTION_KEYS.flatMap((key) =>
    (filters.suggestions[key] ?? []).map((value) => ({
      id: `suggestion:${key}:${value}`,
      label: value,
      kind: 'suggestion' as const,
      remove: (f: SelectedFilters): SelectedFilters => {
        const rest = (f.suggestions[key] ?? []).filter((v) => v !== value);
        const suggestions = { ...f.suggestions };
        if (rest.length > 0) suggestions[key] = rest;
        else delete suggestions[key];
        return { ...f, suggestions };
      },
    })),
  );
}

const titleOf = (list: readonly { param: string; title: string }[], code: string) => list.find((c) => c.param === code)?.title ?? code;

function codeChips(filters: SelectedFilters, config: SearchConfig): FilterChip[] {
  const types = filters.type.map((code) => ({
    id: `type:${code}`,
    label: titleOf(config.types, code),
    kind: 'type' as const,
    remove: (f: SelectedFilters) => ({ ...f, type: f.type.filter((t) => t !== code) }),
  }));
  const statuses = filters.status.map((code) => ({
    id: `status:${code}`,
    label: titleOf(config.statuses, code),
    kind: 'status' as const,
    // withStatus: removing Sold also clears days sold (SPEC §4).
    remove: (f: SelectedFilters) => withStatus(f, f.status.filter((s) => s !== code)),
  }));
  // Days sold sits with the statuses: it is chosen beside Sold and means nothing without it.
  const sold = filters.status.includes(SOLD_STATUS) ? daysSoldSummary(filters.advanced) : null;
  const daysSold: FilterChip[] =
    sold === null ? [] : [{ id: 'daysSold', label: `Sold: ${sold}`, kind: 'status', remove: setAdvanced({ mindayssold: null, maxdayssold: null }) }];
  return [...types, ...statuses, ...daysSold];
}

function priceAndRoomChips(filters: SelectedFilters): FilterChip[] {
  const chips: FilterChip[] = [];
  const price = priceRangeLabel(filters.price);
  if (price !== null) chips.push({ id: 'price', label: price, kind: 'price', remove: (f) => ({ ...f, price: { from: null, to: null } }) });
  const beds = countLabel(filters.beds, filters.maxbeds, 'bd');
  if (beds !== null) chips.push({ id: 'beds', label: beds, kind: 'beds', remove: (f) => ({ ...f, beds: null, maxbeds: null }) });
  const baths = countLabel(filters.baths, filters.maxbaths, 'ba');
  if (baths !== null) chips.push({ id: 'baths', label: baths, kind: 'baths', remove: (f) => ({ ...f, baths: null, maxbaths: null }) });
  return chips;
}

function advancedChips(filters: SelectedFilters): FilterChip[] {
  const a = filters.advanced;
  const chips: FilterChip[] = [];
  const push = (id: string, label: string | null, remove: FilterChip['remove']) => {
    if (label !== null) chips.push({ id: `advanced:${id}`, label, kind: 'advanced', remove });
  };
  for (const range of ADVANCED_RANGES) {
    const label = rangeLabel(a[range.min], a[range.max], range.format);
    push(range.id, label && `${range.name}: ${label}`, setAdvanced({ [range.min]: null, [range.max]: null }));
  }
  push('basement', a.basmnttype === null ? null : `Basement: ${basementLabel(a.basmnttype)}`, setAdvanced({ basmnttype: null }));
  const onSite = daysLabel(filters, 'dayslisted');
  push('daysOnSite', onSite && `Days on site: ${onSite}`, setAdvanced({ mindayslisted: null, maxdayslisted: null }));
  const hoa = a.maxhoa === null ? null : a.maxhoa === NO_HOA ? maxHoaLabel(NO_HOA) : `Max HOA: ${maxHoaLabel(a.maxhoa)}`;
  push('maxHoa', hoa, setAdvanced({ maxhoa: null }));
  const rate = a.maxassmortgrate;
  const rateLabel = rate === null ? null : rate === NO_ASSUMABLE_MORTGAGE ? assumableRateLabel(rate) : `Assumable rate: up to ${assumableRateLabel(rate)}`;
  push('assumableRate', rateLabel, setAdvanced({ maxassmortgrate: null }));
  const reduced = daysLabel(filters, 'daysprr');
  push('priceReduced', reduced && `Price reduced: ${reduced}`, setAdvanced({ mindaysprr: null, maxdaysprr: null }));
  push('photo', a.photo ? 'Has photos' : null, setAdvanced({ photo: false }));
  return chips;
}

function ratingAndFeatureChips(filters: SelectedFilters, config: SearchConfig): FilterChip[] {
  const ratings: FilterChip[] = filters.advanced.ratingweight.map((weight) => ({
    id: `rating:${weight}`,
    label: dealRatingLabel(weight),
    kind: 'rating',
    remove: (f) => setAdvanced({ ratingweight: f.advanced.ratingweight.filter((w) => w !== weight) })(f),
  }));
  const titles = new Map(config.filterGroups.flatMap((g) => g.features.map((feature) => [feature.param, feature.title] as const)));
  const features: FilterChip[] = filters.advanced.features.map((param) => ({
    id: `feature:${param}`,
    label: titles.get(param) ?? param,
    kind: 'feature',
    remove: (f) => setAdvanced({ features: f.advanced.features.filter((p) => p !== param) })(f),
  }));
  return [...ratings, ...features];
}

function areaAndListChips(filters: SelectedFilters): FilterChip[] {
  const chips: FilterChip[] = [];
  if (filters.pts !== null) chips.push({ id: 'area:pts', label: 'Drawn area', kind: 'area', remove: (f) => ({ ...f, pts: null }) });
  if (filters.circle !== null) {
    const label = `Within ${formatCount(filters.circle.miles)} mi`;
    chips.push({ id: 'area:circle', label, kind: 'area', remove: (f) => ({ ...f, circle: null }) });
  }
  // The zoom belongs to the map view the bounds came from: both go together.
  if (filters.bounds !== null) chips.push({ id: 'area:bounds', label: 'Map area', kind: 'area', remove: (f) => ({ ...f, bounds: null, zoom: null }) });
  if (filters.favorite) chips.push({ id: 'list:favorite', label: 'Favorites', kind: 'list', remove: (f) => ({ ...f, favorite: false }) });
  if (filters.lfh) chips.push({ id: 'list:lfh', label: 'My favorite homes', kind: 'list', remove: (f) => ({ ...f, lfh: false }) });
  if (filters.lvh) chips.push({ id: 'list:lvh', label: 'My viewed homes', kind: 'list', remove: (f) => ({ ...f, lvh: false }) });
  return chips;
}

/**
 * One chip per selected filter, in the order the panels show them: places, type, status,
 * price, beds, baths, advanced filters, deal ratings, features, map area, lists.
 */
export function filterChips(filters: SelectedFilters, config: SearchConfig): FilterChip[] {
  return [
    ...suggestionChips(filters),
    ...codeChips(filters, config),
    ...priceAndRoomChips(filters),
    ...advancedChips(filters),
    ...ratingAndFeatureChips(filters, config),
    ...areaAndListChips(filters),
  ];
}

/** How many filters the advanced panel holds (the "More" button's count). */
export function advancedFilterCount(filters: SelectedFilters, config: SearchConfig): number {
  const kinds: readonly ChipKind[] = ['advanced', 'rating', 'feature'];
  return filterChips(filters, config).filter((chip) => kinds.includes(chip.kind)).length;
}
