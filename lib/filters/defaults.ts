import type { AdvancedFilters, SelectedFilters, Sort } from './types';

/** SPEC §4: an empty advanced filter is null; the Has Photos checkbox is off; no ratings or features. */
export function emptyAdvanced(): AdvancedFilters {
  return {
    minsqft: null,
    maxsqft: null,
    mingar: null,
    maxgar: null,
    minstories: null,
    maxstories: null,
    maxdaysprr: null,
    mindaysprr: null,
    photo: false,
    minacres: null,
    maxacres: null,
    minyear: null,
    maxyear: null,
    mindayslisted: null,
    maxdayslisted: null,
    mindayssold: null,
    maxdayssold: null,
    basmnttype: null,
    maxhoa: null,
    maxassmortgrate: null,
    ratingweight: [],
    features: [],
  };
}

/** A search with nothing chosen, sorted by the company's default (SPEC §3: created_at desc unless configured). */
export function emptyFilters(defaultSort: Sort): SelectedFilters {
  return {
    favorite: false,
    suggestions: {},
    type: [],
    status: [],
    price: { from: null, to: null },
    lvh: false,
    lfh: false,
    beds: null,
    maxbeds: null,
    baths: null,
    maxbaths: null,
    pts: null,
    bounds: null,
    circle: null,
    zoom: null,
    sort: { field: defaultSort.field, direction: defaultSort.direction },
    advanced: emptyAdvanced(),
  };
}
