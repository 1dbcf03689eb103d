import { toList } from './fields';
import type { NumberRange, RecordReader } from './record-reader';

export type ExtraValue = string | number | boolean | null;

/**
 * Source-specific details the listing page shows (properties.extra_info), as plain values
 * under the names the site already uses (the demo's taxesAnnual, heating, water, sewer,
 * builder; builder also finds the builder's reviews). Lists are joined into one line of text.
 */
export const EXTRA_INFO_FIELDS: readonly { field: string; name: string; kind: 'number' | 'list' | 'text'; range?: NumberRange }[] = [
  { field: 'TaxAnnualAmount', name: 'taxesAnnual', kind: 'number', range: { min: 0, max: 1_000_000_000, decimals: 2, zeroIsUnknown: true } },
  { field: 'TaxYear', name: 'taxYear', kind: 'number', range: { min: 1900, max: 2200, decimals: 0 } },
  { field: 'Heating', name: 'heating', kind: 'list' },
  { field: 'WaterSource', name: 'water', kind: 'list' },
  { field: 'Sewer', name: 'sewer', kind: 'list' },
  { field: 'ArchitecturalStyle', name: 'style', kind: 'list' },
  { field: 'Roof', name: 'roof', kind: 'list' },
  { field: 'ConstructionMaterials', name: 'construction', kind: 'list' },
  { field: 'BuilderName', name: 'builder', kind: 'text' },
  { field: 'Zoning', name: 'zoning', kind: 'text' },
  { field: 'ParcelNumber', name: 'parcelNumber', kind: 'text' },
];

const TEXT_MAX = 255;

export function extraInfoOf(r: RecordReader): Record<string, ExtraValue> {
  const extra: Record<string, ExtraValue> = {};
  for (const { field, name, kind, range } of EXTRA_INFO_FIELDS) {
    if (r.record[field] === undefined) continue;
    if (kind === 'number' && range) {
      const n = r.number(field, range);
      if (n !== null) extra[name] = n;
    } else if (kind === 'list') {
      const values = toList(r.record[field]);
      if (values.length) extra[name] = values.join(', ').slice(0, TEXT_MAX);
    } else {
      const text = r.text(field, TEXT_MAX);
      if (text !== null) extra[name] = text;
    }
  }
  return extra;
}
