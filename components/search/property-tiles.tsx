import type { PropertyJson } from '@/lib/search/property-json';
import { PropertyCard } from './property-card';

/** A row or grid of listing tiles outside the search results (home, agent, community and listing pages); the grid is the caller's CSS. */
export function PropertyTiles({ homes, className, showDealRating, now, firstEager = false }: { homes: PropertyJson[]; className?: string; showDealRating: boolean; now: number; firstEager?: boolean }) {
  return (
    <ol className={className}>
      {homes.map((home, i) => (
        <li key={home.id}>
          <PropertyCard property={home} showDealRating={showDealRating} eager={firstEager && i === 0} now={now} />
        </li>
      ))}
    </ol>
  );
}
