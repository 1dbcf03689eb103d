import { fireEvent, screen, within } from '@testing-library/react';
import { BathsFilter, BedsFilter } from '@/components/search/filters/beds-baths-filter';
import { StatusFilter } from '@/components/search/filters/status-filter';
import { TypeFilter } from '@/components/search/filters/type-filter';
import { filtersWith } from './fixtures';
import { renderControlled } from './harness';

const checkboxNames = (group: string) =>
  within(screen.getByRole('group', { name: group }))
    .getAllByRole('checkbox')
    .map((c) => c.closest('label')?.textContent);

describe('TypeFilter', () => {
  test("lists the company's types by title and toggles codes", () => {
    const { state } = renderControlled((p) => <TypeFilter {...p} />, filtersWith());
    expect(checkboxNames('Type')).toEqual(['Residential', 'Condo', 'Townhouse']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Townhouse' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Residential' }));
    expect(state.filters.type).toEqual(['t', 'r']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Townhouse' }));
    expect(state.filters.type).toEqual(['r']);
    expect(screen.getByRole('checkbox', { name: 'Residential' })).toBeChecked();
  });
});

describe('StatusFilter', () => {
  test('days sold appears only once Sold is chosen', () => {
    const { state } = renderControlled((p) => <StatusFilter {...p} />, filtersWith());
    expect(checkboxNames('Status')).toEqual(['Active', 'Coming Soon', 'Under Contract', 'Sold']);
    expect(screen.queryByRole('group', { name: 'Sold within' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Active' }));
    expect(screen.queryByRole('group', { name: 'Sold within' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sold' }));
    expect(state.filters.status).toEqual(['a', 's']);
    const daysSold = within(screen.getByRole('group', { name: 'Sold within' }));
    expect(daysSold.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'Any', 'Last 1 week', 'Last 1 month', 'Last 3 months', 'Last 6 months', 'Last 1 year', 'Last 2 years', 'Last 3 years', 'Last 5 years',
    ]);
    expect(daysSold.getByRole('radio', { name: 'Any' })).toBeChecked();
  });

  test('picking days sold sets the max key; leaving Sold clears it', () => {
    const { state } = renderControlled((p) => <StatusFilter {...p} />, filtersWith((f) => (f.status = ['a', 's'])));
    fireEvent.click(screen.getByRole('radio', { name: 'Last 1 year' }));
    expect(state.filters.advanced).toMatchObject({ maxdayssold: 365, mindayssold: null });
    expect(screen.getByRole('radio', { name: 'Last 1 year' })).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Active' }));
    expect(state.filters.advanced.maxdayssold).toBe(365);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sold' }));
    expect(state.filters.status).toEqual([]);
    expect(state.filters.advanced).toMatchObject({ maxdayssold: null, mindayssold: null });
    expect(screen.queryByRole('group', { name: 'Sold within' })).not.toBeInTheDocument();
  });

  test('a days-sold value off the list (from a URL) is shown and checked', () => {
    renderControlled(
      (p) => <StatusFilter {...p} />,
      filtersWith((f) => {
        f.status = ['s'];
        f.advanced.maxdayssold = 60;
      }),
    );
    expect(screen.getByRole('radio', { name: 'Last 60 days' })).toBeChecked();
  });
});

describe('BedsFilter and BathsFilter', () => {
  test('Any, 2+ … 6+; a choice sets the minimum and clears the maximum', () => {
    const { state } = renderControlled((p) => <BedsFilter filters={p.filters} onChange={p.onChange} />, filtersWith((f) => (f.maxbeds = 4)));
    const beds = within(screen.getByRole('group', { name: 'Beds' }));
    expect(beds.getAllByRole('button').map((b) => b.textContent)).toEqual(['Any', '2+', '3+', '4+', '5+', '6+']);
    // A maximum from a URL matches no button: none shows pressed.
    expect(beds.queryByRole('button', { pressed: true })).not.toBeInTheDocument();
    fireEvent.click(beds.getByRole('button', { name: '3+' }));
    expect(state.filters).toMatchObject({ beds: 3, maxbeds: null });
    expect(beds.getByRole('button', { name: '3+' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(beds.getByRole('button', { name: 'Any' }));
    expect(state.filters).toMatchObject({ beds: null, maxbeds: null });
    expect(beds.getByRole('button', { name: 'Any' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('baths set their own keys', () => {
    const { state } = renderControlled((p) => <BathsFilter filters={p.filters} onChange={p.onChange} />, filtersWith((f) => (f.beds = 2)));
    fireEvent.click(within(screen.getByRole('group', { name: 'Baths' })).getByRole('button', { name: '2+' }));
    expect(state.filters).toMatchObject({ beds: 2, baths: 2, maxbaths: null });
  });
});
