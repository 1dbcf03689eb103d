/** Renders a filter control the way its caller does: filters held in state, changed by recipes. */
import { useState, type ReactElement } from 'react';
import type { FilterControlProps } from '@/components/search/filters/types';
import type { SelectedFilters } from '@/lib/filters/types';
import type { SearchConfig } from '@/lib/search/search-config';
import { renderWithIntl } from '../render';
import { searchConfig } from './fixtures';

export function renderControlled(ui: (props: FilterControlProps) => ReactElement, initial: SelectedFilters, config: SearchConfig = searchConfig()) {
  // The latest filters, read by the test after each interaction (no normalisation: the raw recipes' result).
  const state = { filters: initial, onChange: jest.fn() };
  function Harness() {
    const [filters, setFilters] = useState(initial);
    const onChange: FilterControlProps['onChange'] = (recipe) => {
      state.onChange(recipe);
      state.filters = recipe(state.filters);
      setFilters(state.filters);
    };
    return ui({ filters, config, onChange });
  }
  return { ...renderWithIntl(<Harness />), state };
}
