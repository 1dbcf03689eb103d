/** Page numbers stop here: past the counted total (10,000 listings, 10 a page) there is nothing to show. */
export const MAX_PAGE = 1000;
