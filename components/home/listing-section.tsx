import Link from 'next/link';
import { PropertyTiles } from '@/components/search/property-tiles';
import type { PropertyJson } from '@/lib/search/property-json';
import styles from './home.module.css';

interface Props {
  id: string;
  title: string;
  intro: string;
  homes: PropertyJson[];
  /** The search that lists them all. */
  seeAll: { href: string; label: string };
  empty: string;
  showDealRating: boolean;
  now: number;
  /** The page's first row, above the fold on phones too: its first photo is the LCP (preloaded, not lazy). */
  firstEager?: boolean;
}

/** A row of the home page: a heading, server-rendered cards (the search's own, without the map) and "See all". */
export function ListingSection({ id, title, intro, homes, seeAll, empty, showDealRating, now, firstEager }: Props) {
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`} data-testid={id}>
      <div className={styles.sectionHeader}>
        <div>
          <h2 id={`${id}-heading`} className={styles.sectionTitle}>
            {title}
          </h2>
          <p className={styles.sectionIntro}>{intro}</p>
        </div>
        <Link href={seeAll.href} className={styles.seeAll}>
          {seeAll.label}
        </Link>
      </div>
      {homes.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <PropertyTiles homes={homes} className={styles.grid} showDealRating={showDealRating} now={now} firstEager={firstEager} />
      )}
    </section>
  );
}
