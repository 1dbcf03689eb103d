/** Where the demo's example address points when the company has no listing to borrow a town from. */
const FALLBACK_PLACE = 'Riverhead, NY 11901';

/**
 * The estimate form's placeholder names a town the company serves ("12 Main St, Sag Harbor,
 * NY 11963" on a Hamptons site), taken from a listing it shows, so the example looks local.
 * Only the place: the street part is made up and never a real listing's address.
 */
export function examplePlace(homes: readonly { attributes: { city: string | null; state: string | null; zip: string | null } }[]): string {
  const home = homes.find((h) => h.attributes.city && h.attributes.state);
  if (!home) return FALLBACK_PLACE;
  const { city, state, zip } = home.attributes;
  return `${city}, ${state}${zip ? ` ${zip}` : ''}`;
}
