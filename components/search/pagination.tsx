'use client';

import { useTranslations } from 'next-intl';
import type { MouseEvent } from 'react';
import { withPageParams } from '@/lib/search/page-url';
import { pageSet } from '@/lib/search/pagination';
import type { Pagination as PaginationMeta } from '@/stores/property-list';
import styles from './pagination.module.css';

interface Props {
  pagination: PaginationMeta;
  /** The URL of the search's filters (lib/search/search-view.ts); each page adds its number. */
  filtersUrl: string;
  /** The unavailable-property landing keeps its headline from page to page. */
  offMarket: boolean;
  onPage: (href: string) => void;
}

/** SPEC §9: ten a page, five pages a set. Real links (crawlers follow them); a plain click stays in the page. */
export function Pagination({ pagination, filtersUrl, offMarket, onPage }: Props) {
  const t = useTranslations('Search');
  const current = pagination.current_page;
  const { pages, previousSet, nextSet } = pageSet(current, pagination.total_pages);
  if (pagination.total_pages <= 1) return null;
  const follow = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onPage(href);
  };
  const link = (page: number, label: string, text: string, rel?: string) => {
    const href = withPageParams(filtersUrl, { page, offMarket });
    return (
      <a href={href} onClick={follow(href)} aria-label={label} rel={rel} className={styles.link}>
        {text}
      </a>
    );
  };
  return (
    <nav className={styles.pagination} aria-label={t('pages')} data-testid="pagination">
      <ul>
        {current > 1 ? <li>{link(current - 1, t('previousPage'), '‹', 'prev')}</li> : null}
        {previousSet !== null ? <li>{link(previousSet, t('previousPages'), '…')}</li> : null}
        {pages.map((page) => (
          <li key={page}>
            {page === current ? (
              <span aria-current="page" className={styles.current}>
                {page}
              </span>
            ) : (
              link(page, t('page', { page }), String(page))
            )}
          </li>
        ))}
        {nextSet !== null ? <li>{link(nextSet, t('nextPages'), '…')}</li> : null}
        {current < pagination.total_pages ? <li>{link(current + 1, t('nextPage'), '›', 'next')}</li> : null}
      </ul>
    </nav>
  );
}
