/** The sorts offered on the search pages (SPEC §9 gallery sorts), as `field direction`. */
export const SORT_OPTIONS = [
  { value: 'created_at desc', label: 'Newest' },
  { value: 'price desc', label: 'Price (high to low)' },
  { value: 'price asc', label: 'Price (low to high)' },
  { value: 'square desc', label: 'Square feet' },
  { value: 'bedrooms desc', label: 'Bedrooms' },
  { value: 'bathrooms desc', label: 'Bathrooms' },
  { value: 'year desc', label: 'Year built (newest)' },
  { value: 'lot_square desc', label: 'Lot size' },
  { value: 'price_reduced_at desc', label: 'Recently reduced' },
  { value: 'ratingweight desc', label: 'Best deals' },
] as const;
