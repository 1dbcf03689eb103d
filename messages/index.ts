import filters from './en/filters.json';
import map from './en/map.json';
import search from './en/search.json';
import shell from './en.json';

/** The English catalogue: one file per feature, so features add their texts without touching each other's. */
export const en = { ...shell, ...search, ...filters, ...map };
export type Messages = typeof en;
