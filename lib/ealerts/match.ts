/**
 * SPEC §4: "Search criteria matching an existing alert (string values compared
 * case-insensitively) means the alert exists already." Both sides are read into canonical
 * form first, so "Riverhead, NY" and "riverhead, ny", "r,c" and "c,r", or a price written
 * "300,000" and "300000" are the same search.
 */
import { isListKey, LIST_SEPARATOR } from '@/lib/filters/query-keys';
import { canonicalCriteria, type Criteria } from './criteria';

/** One text per search: keys sorted, values lower-cased, the values of multi-value keys sorted. */
export function criteriaKey(criteria: Criteria): string {
  const canonical = canonicalCriteria(criteria);
  const entries = Object.keys(canonical)
    .sort()
    .map((key) => {
      const value = canonical[key]!.toLowerCase();
      // A list is a set of places or codes; a polygon's points (pts) keep their order.
      return [key, isListKey(key) ? value.split(LIST_SEPARATOR[key]).sort().join('\n') : value];
    });
  return JSON.stringify(entries);
}

export function sameCriteria(a: Criteria, b: Criteria): boolean {
  return criteriaKey(a) === criteriaKey(b);
}

/** The first alert of a list whose criteria match, if any. */
export function findMatchingAlert<T extends { criteria: Criteria }>(alerts: readonly T[], criteria: Criteria): T | undefined {
  const key = criteriaKey(criteria);
  return alerts.find((alert) => criteriaKey(alert.criteria) === key);
}
