import { packagesOf, reachedFrom as filesReachedFrom } from './imports';

/**
 * Issue 19: the search page's first load ships neither the URL codec nor SWR and the client's
 * cards (docs/search.md "What the first load ships"). They load on first use, through import()
 * (components/search/use-search-codec.ts, use-results.tsx); a static import anywhere under the
 * search client would bring them back into every visit's first load. A first load of `start`
 * brings the files of its static import graph and the packages they import.
 */
function reachedFrom(start: string): { files: Set<string>; packages: Set<string> } {
  const files = filesReachedFrom([start]);
  return { files, packages: new Set([...files].flatMap(packagesOf)) };
}

const LOADED_ON_FIRST_USE = [
  'lib/filters/parse-params.ts',
  'lib/filters/segments.ts',
  'lib/filters/path.ts',
  'lib/filters/chips.ts',
  'lib/filters/query.ts',
  'lib/filters/serialize.ts',
  'lib/search/search-url.ts',
  'lib/search/search-view.ts',
  'stores/search-filters.ts',
  'components/search/search-codec.ts',
  'components/search/live-results.tsx',
  'components/search/use-search-results.ts',
  'components/search/property-card.tsx',
];

test('the search client reaches neither the URL codec nor the live results by a static import', () => {
  const { files, packages } = reachedFrom('components/search/search-client.tsx');
  expect(files.size).toBeGreaterThan(20);
  expect(LOADED_ON_FIRST_USE.filter((file) => files.has(file))).toEqual([]);
  expect([...packages].filter((name) => name === 'swr')).toEqual([]);
});

test('the walk sees what it must not find: the codec reaches them', () => {
  const { files, packages } = reachedFrom('components/search/search-codec.ts');
  expect(['lib/filters/parse-params.ts', 'lib/filters/chips.ts', 'stores/search-filters.ts'].every((file) => files.has(file))).toBe(true);
  expect(reachedFrom('components/search/live-results.tsx').packages.has('swr')).toBe(true);
  expect(packages.has('zustand')).toBe(true);
});
