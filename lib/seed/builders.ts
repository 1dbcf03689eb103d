/**
 * Demo home builders and reviews of them (builder reviews, SPEC §7). Fixed text, no random
 * draws, so adding them changes nothing else the seed makes. New homes (built 2021 or later)
 * name one of these builders in their extra information.
 */
export const DEMO_BUILDERS = ['North Fork Custom Homes', 'Peconic Builders Group', 'Dune Road Construction', 'Shelter Harbor Homes'] as const;

/** The builder of a home built in `year`, or null for older homes and land. */
export function demoBuilder(year: number | null): string | null {
  return year !== null && year >= 2021 ? DEMO_BUILDERS[year % DEMO_BUILDERS.length]! : null;
}

const REVIEWS: [rating: number, title: string, body: string, author: string][] = [
  [5, 'On time and on budget', 'They finished two weeks early and every change order was priced up front.', 'Maria L.'],
  [4, 'Solid construction', 'Great framing and insulation; a few trim details needed a second visit.', 'Dan K.'],
  [5, 'Would build with them again', 'Clear weekly updates and a site manager who answered every call.', 'The Ortegas'],
  [3, 'Good house, slow punch list', 'The home is well built but the final punch list took three months.', 'Steve R.'],
  [4, 'Energy efficient', 'Our heating bills are half what they were in our old house.', 'Priya N.'],
];

export function demoBuilderReviews(now: Date) {
  return DEMO_BUILDERS.flatMap((builder, b) =>
    REVIEWS.slice(0, 3 + (b % 3)).map(([rating, title, body, authorName], r) => ({
      builder,
      rating,
      title,
      body,
      authorName,
      reviewedOn: new Date(now.getTime() - (30 + 45 * r + 11 * b) * 86_400_000).toISOString().slice(0, 10),
    })),
  );
}
