/**
 * SPEC §4 "Search criteria priority": how strongly the last search says what the visitor
 * wants, kept in a cookie. A background save after a favourite compares with favoritedHome.
 */
export const CRITERIA_PRIORITY = { newSearch: 1, viewedHome: 2, favoritedHome: 3, saveButton: 4 } as const;
export type CriteriaPriority = (typeof CRITERIA_PRIORITY)[keyof typeof CRITERIA_PRIORITY];

export function toCriteriaPriority(value: unknown): CriteriaPriority | null {
  const n = Number(value);
  return n === 1 || n === 2 || n === 3 || n === 4 ? n : null;
}
