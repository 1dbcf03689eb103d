import { fireEvent, screen, within } from '@testing-library/react';
import { AdvancedFilters, type AdvancedFiltersProps } from '@/components/search/filters/advanced-filters';
import type { SelectedFilters } from '@/lib/filters/types';
import type { SearchConfig } from '@/lib/search/search-config';
import { filtersWith, searchConfig } from './fixtures';
import { renderControlled } from './harness';

type Extra = Partial<Pick<AdvancedFiltersProps, 'variant' | 'maxHeight' | 'showDaysSold'>>;

function renderPanel(initial: SelectedFilters = filtersWith(), config: SearchConfig = searchConfig(), extra: Extra = {}) {
  return renderControlled((p) => <AdvancedFilters {...p} variant="desktop" {...extra} />, initial, config);
}

const controlsShown = (container: HTMLElement) => [...container.querySelectorAll('[data-control]')].map((el) => el.getAttribute('data-control'));
const select = (name: string) => screen.getByRole('combobox', { name });
const rangeSelect = (group: string, bound: 'Min' | 'Max') => within(screen.getByRole('group', { name: group })).getByRole('combobox', { name: bound });

describe('AdvancedFilters: which controls', () => {
  test('no field configuration: every control, in SPEC order', () => {
    const { container } = renderPanel();
    expect(controlsShown(container)).toEqual([
      'square', 'year', 'garages', 'basement', 'acres', 'daysOnSite', 'maxHoa', 'assumableRate', 'stories', 'priceReduced', 'photo',
    ]);
  });

  test('a configuration shows only its truthy entries, still in SPEC order', () => {
    const config = searchConfig({
      fieldsConfiguration: { photo: true, year: true, garages: false, square: true, maxHoa: true, stories: false },
    });
    const { container } = renderPanel(filtersWith(), config);
    expect(controlsShown(container)).toEqual(['square', 'year', 'maxHoa', 'photo']);
    expect(screen.queryByRole('group', { name: 'Garage Spaces' })).not.toBeInTheDocument();
  });

  test('an empty configuration shows no controls, but the feature groups still come', () => {
    const { container } = renderPanel(filtersWith(), searchConfig({ fieldsConfiguration: {} }));
    expect(controlsShown(container)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Exterior' })).toBeInTheDocument();
  });

  test('Deal Ratings come first, and only when the company shows them', () => {
    const { container, unmount } = renderPanel(filtersWith(), searchConfig({ showDealRatings: true, fieldsConfiguration: { acres: true } }));
    expect(controlsShown(container)).toEqual(['dealRatings', 'acres']);
    unmount();
    const hidden = renderPanel(filtersWith(), searchConfig({ showDealRatings: false, fieldsConfiguration: { acres: true } }));
    expect(controlsShown(hidden.container)).toEqual(['acres']);
    expect(screen.queryByRole('group', { name: 'Deal Ratings' })).not.toBeInTheDocument();
  });

  test('days sold is a separate control, shown only with Sold chosen', () => {
    const config = searchConfig({ fieldsConfiguration: {} });
    const { container, unmount } = renderPanel(filtersWith((f) => (f.status = ['a'])), config);
    expect(controlsShown(container)).toEqual([]);
    unmount();
    const sold = renderPanel(filtersWith((f) => (f.status = ['a', 's'])), config);
    expect(controlsShown(sold.container)).toEqual(['daysSold']);
    fireEvent.click(screen.getByRole('radio', { name: 'Last 1 month' }));
    expect(sold.state.filters.advanced).toMatchObject({ maxdayssold: 30, mindayssold: null });
  });

  test('a panel that shows days sold elsewhere can leave it out', () => {
    const { container } = renderPanel(filtersWith((f) => (f.status = ['s'])), searchConfig({ fieldsConfiguration: {} }), { showDaysSold: false });
    expect(controlsShown(container)).toEqual([]);
  });
});

describe('AdvancedFilters: values', () => {
  test('deal ratings toggle in and out of the list', () => {
    const { state } = renderPanel(filtersWith(), searchConfig({ showDealRatings: true }));
    const group = within(screen.getByRole('group', { name: 'Deal Ratings' }));
    expect(group.getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual([
      'Great Deal', 'Good Deal', 'Fair Deal', 'High Price', 'No Price Analysis', 'No Label',
    ]);
    fireEvent.click(group.getByRole('checkbox', { name: 'No Price Analysis' }));
    fireEvent.click(group.getByRole('checkbox', { name: 'Great Deal' }));
    expect(state.filters.advanced.ratingweight).toEqual([60, 20]);
    expect(group.getByRole('checkbox', { name: 'Great Deal' })).toBeChecked();
    fireEvent.click(group.getByRole('checkbox', { name: 'Great Deal' }));
    expect(state.filters.advanced.ratingweight).toEqual([20]);
  });

  test('min/max selects set their keys; the empty choice is null', () => {
    const { state } = renderPanel();
    fireEvent.change(rangeSelect('Square Footage', 'Min'), { target: { value: '1000' } });
    fireEvent.change(rangeSelect('Square Footage', 'Max'), { target: { value: '2500' } });
    expect(state.filters.advanced).toMatchObject({ minsqft: 1000, maxsqft: 2500 });
    expect(rangeSelect('Square Footage', 'Min')).toHaveDisplayValue('1,000');
    fireEvent.change(rangeSelect('Square Footage', 'Min'), { target: { value: '' } });
    expect(state.filters.advanced.minsqft).toBeNull();
    expect(rangeSelect('Square Footage', 'Min')).toHaveDisplayValue('No min');
    fireEvent.change(rangeSelect('Acres', 'Max'), { target: { value: '0.25' } });
    expect(state.filters.advanced.maxacres).toBe(0.25);
    fireEvent.change(rangeSelect('Year Built', 'Min'), { target: { value: '1990' } });
    expect(state.filters.advanced.minyear).toBe(1990);
    fireEvent.change(rangeSelect('Garage Spaces', 'Min'), { target: { value: '2' } });
    fireEvent.change(rangeSelect('Stories', 'Max'), { target: { value: '3' } });
    expect(state.filters.advanced).toMatchObject({ mingar: 2, maxstories: 3 });
  });

  test('a value between the steps (from a URL) is still shown', () => {
    renderPanel(filtersWith((f) => (f.advanced.minsqft = 1100)));
    expect(rangeSelect('Square Footage', 'Min')).toHaveDisplayValue('1,100');
  });

  test("Days on Site: a '+' option sets the min and clears the max; others the reverse", () => {
    const { state } = renderPanel(filtersWith((f) => (f.advanced.maxdayslisted = 14)));
    expect(select('Days on Site')).toHaveDisplayValue('Less than 14 days');
    fireEvent.change(select('Days on Site'), { target: { value: '30+' } });
    expect(state.filters.advanced).toMatchObject({ mindayslisted: 30, maxdayslisted: null });
    expect(select('Days on Site')).toHaveDisplayValue('More than 30 days');
    fireEvent.change(select('Days on Site'), { target: { value: '1' } });
    expect(state.filters.advanced).toMatchObject({ mindayslisted: null, maxdayslisted: 1 });
    expect(select('Days on Site')).toHaveDisplayValue('New Listings (Since Yesterday)');
    fireEvent.change(select('Days on Site'), { target: { value: '' } });
    expect(state.filters.advanced).toMatchObject({ mindayslisted: null, maxdayslisted: null });
  });

  test('Price Reduced works the same way on its own keys', () => {
    const { state } = renderPanel(filtersWith((f) => (f.advanced.mindaysprr = 60)));
    expect(select('Price Reduced')).toHaveDisplayValue('More than 60 days');
    fireEvent.change(select('Price Reduced'), { target: { value: '7' } });
    expect(state.filters.advanced).toMatchObject({ mindaysprr: null, maxdaysprr: 7, mindayslisted: null, maxdayslisted: null });
    fireEvent.change(select('Price Reduced'), { target: { value: '120+' } });
    expect(state.filters.advanced).toMatchObject({ mindaysprr: 120, maxdaysprr: null });
  });

  test('Basement Type: Any first, mapping to null', () => {
    const { state } = renderPanel(filtersWith((f) => (f.advanced.basmnttype = 3)));
    const basement = select('Basement Type');
    expect(basement).toHaveDisplayValue('Finished');
    expect(within(basement).getAllByRole('option')[0]).toHaveTextContent('Any');
    fireEvent.change(basement, { target: { value: '' } });
    expect(state.filters.advanced.basmnttype).toBeNull();
    fireEvent.change(basement, { target: { value: '5' } });
    expect(state.filters.advanced.basmnttype).toBe(5);
  });

  test('Max HOA: No HOA is -1', () => {
    const { state } = renderPanel();
    fireEvent.change(select('Max HOA'), { target: { value: '-1' } });
    expect(state.filters.advanced.maxhoa).toBe(-1);
    expect(select('Max HOA')).toHaveDisplayValue('No HOA');
    fireEvent.change(select('Max HOA'), { target: { value: '250' } });
    expect(select('Max HOA')).toHaveDisplayValue('$250/month');
    expect(state.filters.advanced.maxhoa).toBe(250);
  });

  test('Assumable Mortgage Rate defaults to No Max', () => {
    const { state } = renderPanel();
    const rate = select('Assumable Mortgage Rate');
    expect(rate).toHaveDisplayValue('No Max');
    fireEvent.change(rate, { target: { value: '-1' } });
    expect(state.filters.advanced.maxassmortgrate).toBe(-1);
    expect(rate).toHaveDisplayValue('No Assumable Mortgage');
    fireEvent.change(rate, { target: { value: '2.5' } });
    expect(state.filters.advanced.maxassmortgrate).toBe(2.5);
    fireEvent.change(rate, { target: { value: '' } });
    expect(state.filters.advanced.maxassmortgrate).toBeNull();
  });

  test('Has Photos is a checkbox', () => {
    const { state } = renderPanel();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Has Photos' }));
    expect(state.filters.advanced.photo).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Has Photos' }));
    expect(state.filters.advanced.photo).toBe(false);
  });
});

describe('AdvancedFilters: feature groups and variants', () => {
  test('desktop groups start expanded and fold by their title button', () => {
    const { state } = renderPanel();
    const exterior = screen.getByRole('button', { name: 'Exterior' });
    expect(exterior).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pool' }));
    expect(state.filters.advanced.features).toEqual(['pool']);
    fireEvent.click(exterior);
    expect(exterior).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('checkbox', { name: 'Pool' })).not.toBeInTheDocument();
    // The other group is untouched.
    expect(screen.getByRole('checkbox', { name: 'Fireplace' })).toBeVisible();
    fireEvent.click(exterior);
    expect(screen.getByRole('checkbox', { name: 'Pool' })).toBeChecked();
  });

  test('mobile groups start folded', () => {
    renderPanel(filtersWith(), searchConfig(), { variant: 'mobile' });
    expect(screen.getByRole('button', { name: 'Exterior' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('checkbox', { name: 'Pool' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Exterior' }));
    expect(screen.getByRole('checkbox', { name: 'Pool' })).toBeVisible();
  });

  test('mobile shows the chosen value beside each label; desktop does not', () => {
    const initial = filtersWith((f) => {
      f.advanced.minsqft = 1000;
      f.advanced.maxhoa = -1;
      f.advanced.maxdayslisted = 7;
    });
    const { unmount } = renderPanel(initial, searchConfig(), { variant: 'mobile' });
    expect(screen.getByRole('group', { name: 'Square Footage 1,000+' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Square Footage 1,000+' })).getByText('1,000+')).toBeVisible();
    const hoa = select('Max HOA').closest('div');
    expect(hoa).toHaveTextContent('Max HOANo HOA');
    unmount();
    renderPanel(initial, searchConfig(), { variant: 'desktop' });
    expect(screen.getByRole('group', { name: 'Square Footage' })).toBeInTheDocument();
    expect(screen.queryByText('1,000+')).not.toBeInTheDocument();
  });

  test('desktop height: the default comes from CSS, a maxHeight prop overrides it', () => {
    const { container } = renderPanel(filtersWith(), searchConfig(), { maxHeight: '420px' });
    expect(container.querySelector('[data-variant="desktop"]')).toHaveStyle({ maxHeight: '420px' });
  });
});
