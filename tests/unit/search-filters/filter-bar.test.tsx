import { fireEvent, screen, within } from '@testing-library/react';
import { FilterBar } from '@/components/search/filters/filter-bar';
import type { SelectedFilters } from '@/lib/filters/types';
import { filterSummaries } from '@/lib/search/filter-summaries';
import { filtersWith, searchConfig } from './fixtures';
import { renderControlled } from './harness';

function renderBar(initial: SelectedFilters = filtersWith()) {
  const onClear = jest.fn();
  const result = renderControlled((p) => <FilterBar {...p} summaries={filterSummaries(p.filters, p.config)} onClear={onClear} />, initial, searchConfig({ showDealRatings: true }));
  return { ...result, onClear };
}

const toggle = (name: string | RegExp) => screen.getByRole('button', { name });
const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;

describe('FilterBar', () => {
  test('with nothing chosen the buttons read their names', () => {
    renderBar();
    const bar = within(screen.getByRole('group', { name: 'Search filters' }));
    expect(bar.getAllByRole('button').map((b) => b.textContent)).toEqual(['Type', 'Status', 'Price', 'Beds & Baths', 'More', 'Clear']);
  });

  test('each button shows its current value, named for assistive tech', () => {
    renderBar(
      filtersWith((f) => {
        f.type = ['r', 'c'];
        f.status = ['s'];
        f.price = { from: 300000, to: 500000 };
        f.beds = 3;
        f.baths = 2;
        f.advanced.minsqft = 1000;
        f.advanced.ratingweight = [60];
      }),
    );
    // On screen the value replaces the name; the name stays for screen readers only.
    const type = toggle('Type: Residential +1');
    expect(type.querySelector('.visually-hidden')).toHaveTextContent('Type:');
    expect(type).toHaveTextContent(/^Type: Residential \+1$/);
    expect(toggle('Status: Sold')).toBeInTheDocument();
    expect(toggle('Price: $300K–$500K')).toBeInTheDocument();
    expect(toggle('Beds & Baths: 3+ bd, 2+ ba')).toBeInTheDocument();
    expect(toggle('More (2)')).toBeInTheDocument();
  });

  test('a button opens its panel (its controls load on first open); one panel at a time', async () => {
    renderBar();
    const price = toggle('Price');
    expect(price).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(price)).not.toBeVisible();
    fireEvent.click(price);
    expect(price).toHaveAttribute('aria-expanded', 'true');
    expect(await within(panelOf(price)).findByRole('combobox', { name: 'Minimum price' })).toBeVisible();

    fireEvent.click(toggle('Beds & Baths'));
    expect(price).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox', { name: 'Minimum price' })).not.toBeInTheDocument();
    expect(await within(panelOf(toggle('Beds & Baths'))).findByRole('group', { name: 'Beds' })).toBeVisible();

    fireEvent.click(toggle('Beds & Baths'));
    expect(toggle('Beds & Baths')).toHaveAttribute('aria-expanded', 'false');
  });

  test('a click outside closes the panel; a click inside does not', async () => {
    renderBar();
    fireEvent.click(toggle('Type'));
    fireEvent.mouseDown(await screen.findByRole('checkbox', { name: 'Condo' }));
    expect(toggle('Type')).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseDown(document.body);
    expect(toggle('Type')).toHaveAttribute('aria-expanded', 'false');
  });

  test('Escape closes the panel and returns focus to its button', async () => {
    renderBar();
    fireEvent.click(toggle('Status'));
    fireEvent.keyDown(await screen.findByRole('checkbox', { name: 'Active' }), { key: 'Escape' });
    expect(toggle('Status')).toHaveAttribute('aria-expanded', 'false');
    expect(toggle('Status')).toHaveFocus();
  });

  test('choices in a panel change the filters and the button', async () => {
    const { state } = renderBar();
    fireEvent.click(toggle('Status'));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Sold' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Last 6 months' }));
    expect(state.filters.status).toEqual(['s']);
    expect(state.filters.advanced.maxdayssold).toBe(180);
    expect(toggle('Status: Sold')).toHaveAttribute('aria-expanded', 'true');
  });

  test('More opens the desktop advanced panel without a second days-sold list', async () => {
    const { container } = renderBar(filtersWith((f) => (f.status = ['s'])));
    fireEvent.click(toggle('More'));
    const panel = panelOf(toggle('More'));
    expect(await within(panel).findByRole('group', { name: 'Deal Ratings' })).toBeVisible();
    expect(panel.querySelector('[data-variant="desktop"]')).not.toBeNull();
    expect(within(panel).queryByRole('group', { name: 'Sold within' })).not.toBeInTheDocument();
    expect(container.querySelectorAll('[data-control="daysSold"]')).toHaveLength(0);
  });

  test('Clear calls onClear and closes any panel', () => {
    const { onClear } = renderBar();
    fireEvent.click(toggle('Price'));
    const clear = toggle('Clear');
    fireEvent.mouseDown(clear);
    fireEvent.click(clear);
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(toggle('Price')).toHaveAttribute('aria-expanded', 'false');
  });
});
