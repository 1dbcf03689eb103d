/**
 * The numbers behind the listing page's two charts (issue 5), pure so they are tested
 * rather than eyeballed: the price history as a series, and the attribute chart comparing
 * this home's price per square foot with the homes it is compared against.
 */
export interface PricePoint {
  date: string;
  price: number;
}

/** Price events with a price, oldest first (hidden sold prices leave a gap, not a zero). */
export function priceSeries(history: readonly { date: string; price: number | null }[]): PricePoint[] {
  return history.filter((e): e is PricePoint => e.price !== null).sort((a, b) => a.date.localeCompare(b.date));
}

interface Comparable {
  price: number | null;
  attributes: { square: number | null };
}

const perSqft = (home: Comparable) => (home.price !== null && home.attributes.square ? home.price / home.attributes.square : null);

/** The middle value (mean of the two middles for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export interface AttributeBar {
  label: string;
  value: number;
}

/** Price per sq ft: this home, similar homes for sale (median), similar homes sold (median). Bars without data are left out. */
export function pricePerSqftBars(home: Comparable, similar: readonly Comparable[], sold: readonly Comparable[]): AttributeBar[] {
  const bars: [string, number | null][] = [
    ['This home', perSqft(home)],
    ['Similar for sale', median(similar.map(perSqft).filter((v): v is number => v !== null))],
    ['Sold nearby', median(sold.map(perSqft).filter((v): v is number => v !== null))],
  ];
  return bars.filter((b): b is [string, number] => b[1] !== null).map(([label, value]) => ({ label, value: Math.round(value) }));
}
