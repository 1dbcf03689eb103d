import { emptyFilters } from '@/lib/filters/defaults';
import { resetUnchangedView } from '@/lib/filters/view-reset';
import type { SelectedFilters } from '@/lib/filters/types';

const base = (): SelectedFilters => ({
  ...emptyFilters({ field: 'created_at', direction: 'desc' }),
  suggestions: { city_label: ['Riverhead, NY'] },
  bounds: { west: -72.7, south: 40.9, east: -72.6, north: 40.96 },
  zoom: 12,
});

describe('resetUnchangedView (SPEC §4)', () => {
  it('resets bounds and zoom when suggestions, bounds and zoom are all unchanged', () => {
    const next = { ...base(), beds: 3 };
    expect(resetUnchangedView(base(), next)).toEqual({ ...next, bounds: null, zoom: null });
  });
  it('keeps the view when the suggestions changed', () => {
    const next = { ...base(), suggestions: { city_label: ['Southold, NY'] } };
    expect(resetUnchangedView(base(), next)).toBe(next);
  });
  it('keeps the view when the map moved or zoomed', () => {
    const moved = { ...base(), bounds: { west: -72.8, south: 40.9, east: -72.6, north: 40.96 } };
    expect(resetUnchangedView(base(), moved)).toBe(moved);
    const zoomed = { ...base(), zoom: 13 };
    expect(resetUnchangedView(base(), zoomed)).toBe(zoomed);
  });
  it('leaves a search without a view alone', () => {
    const none = { ...base(), bounds: null, zoom: null };
    expect(resetUnchangedView(none, { ...none })).toEqual(none);
  });
});
