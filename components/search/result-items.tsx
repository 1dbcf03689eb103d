import type { PropertyJson } from '@/lib/search/property-json';
import { PropertyCard } from './property-card';

/** How many cards load their photo at once: the ones a phone or desktop shows first. */
const EAGER_CARDS = 2;

/**
 * One page of search results as list items. The server renders the first page with it (the
 * cards ship no JavaScript but their islands); the live results (live-results.tsx) render the
 * pages a visitor's changes bring.
 */
export function resultItems(properties: PropertyJson[], showDealRatings: boolean, now: number) {
  return properties.map((property, i) => (
    <li key={property.id}>
      <PropertyCard property={property} showDealRating={showDealRatings} eager={i < EAGER_CARDS} now={now} />
    </li>
  ));
}
