import type { HotReason } from '@/lib/db/schema/leads';

export type { HotReason };

/**
 * Why a lead is hot, in words after its name ("Ada Lovelace came back after 3 days away"):
 * the alert's subject and text, and the CRM's Hot badge. Plain: the client uses it too.
 */
export function hotReasonWords(reason: HotReason, listing: string | null = null, awayDays: number | null = null): string {
  const home = listing ? ` ${listing}` : ' a home';
  switch (reason) {
    case 'favourite': return `saved${home} as a favourite`;
    case 'showing-request': return `asked to see${home}`;
    case 'return-visit': return awayDays ? `came back after ${awayDays} day${awayDays === 1 ? '' : 's'} away` : 'came back to the site';
    case 'repeat-views': return `viewed${listing ? ` ${listing}` : ' the same home'} 3 times`;
    case 'many-views': return 'viewed 5 homes in a day';
  }
}

/** The Hot badge's short "why" ("Favourite", "Return visit" …). */
export const HOT_REASON_LABELS: Record<HotReason, string> = {
  favourite: 'Saved a favourite',
  'showing-request': 'Asked for a showing',
  'return-visit': 'Came back to the site',
  'repeat-views': 'Viewed one home 3 times',
  'many-views': 'Viewed 5 homes in a day',
};
