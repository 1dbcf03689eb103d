'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { SearchBox } from '@/components/search/search-box';
import { CRITERIA_PRIORITY_COOKIE } from '@/lib/auth/cookies';
import { writeCookie } from '@/lib/browser/cookies';
import type { SelectedFilters } from '@/lib/filters/types';
import { homeSearchUrl } from '@/lib/home/search-url';
import { CRITERIA_PRIORITY } from '@/lib/search/criteria-priority';
import styles from './home.module.css';

/**
 * The home page's search: the search page's own box (suggestions, keyboard) in a plain GET
 * form to /real-estate, so Enter searches the words as a keyword before (or without)
 * JavaScript. Once hydrated, a choice goes to its results (lib/home/search-url.ts). Only the
 * box is shipped, not the search page (filter codec, filters, results, map).
 */
export function HomeSearch() {
  const router = useRouter();
  const onChoose = useCallback(
    (recipe: (current: SelectedFilters) => SelectedFilters) => {
      // SPEC §4: a search from the box is a new search (criteria priority 1), as on the search page.
      writeCookie(CRITERIA_PRIORITY_COOKIE, String(CRITERIA_PRIORITY.newSearch));
      router.push(homeSearchUrl(recipe));
    },
    [router],
  );
  return (
    <form className={styles.searchForm} action="/real-estate" method="get" data-testid="home-search">
      <SearchBox onChoose={onChoose} name="keyword" />
    </form>
  );
}
