/** A town a company serves: where its community page is and what it is called. */
export interface Town {
  /** `{city-slug}-{st}`, the community page's and the search's name for it. */
  slug: string;
  citySlug: string;
  /** As the listings spell it ("Sag Harbor"). */
  name: string;
  state: string;
  /** Homes for sale now (the search's default statuses). */
  forSale: number;
}

/** The numbers behind a community page's description, for the homes a visitor may see. */
export interface CommunityStats {
  forSale: number;
  newLast30Days: number;
  medianListPrice: number | null;
  medianListPricePerSqft: number | null;
  sold12Months: number;
  soldPrevious12Months: number;
  /** Null where there were no sales, or where this viewer may not see sold prices. */
  medianSoldPrice: number | null;
  medianSoldPricePrevious: number | null;
  /** Days from listing to closing, for the sales of the last 12 months. */
  medianDaysOnMarket: number | null;
  /** The school districts of the town's listings, most listings first. */
  schoolDistricts: string[];
}

/** One period (a quarter or a year) of the price chart: sales closed in it and their median price. */
export interface PricePeriod {
  /** "2026-Q3" or "2026". */
  period: string;
  sales: number;
  /** Null when nothing sold, or sold prices are hidden from this viewer. */
  medianPrice: number | null;
}
