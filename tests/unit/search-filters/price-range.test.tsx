import { act, fireEvent, screen, within } from '@testing-library/react';
import { PriceRange } from '@/components/search/filters/price-range';
import { filtersWith } from './fixtures';
import { renderControlled } from './harness';

const renderPrice = (from: number | null, to: number | null, extra: { label?: string; separator?: boolean } = {}) =>
  renderControlled((p) => <PriceRange filters={p.filters} onChange={p.onChange} {...extra} />, filtersWith((f) => (f.price = { from, to })));

const minInput = () => screen.getByRole('combobox', { name: 'Minimum price' });
const maxInput = () => screen.getByRole('combobox', { name: 'Maximum price' });
const optionTexts = () => within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('PriceRange', () => {
  test('a labelled group of two comboboxes; the list opens on focus', () => {
    renderPrice(null, null, { label: 'Price range' });
    expect(screen.getByRole('group', { name: 'Price range' })).toBeInTheDocument();
    expect(minInput()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    fireEvent.focus(minInput());
    expect(minInput()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { name: 'Minimum price' })).toBeVisible();
    expect(minInput()).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
  });

  test("the 'to' separator shows only when asked; without a label the group is named Price", () => {
    const { unmount } = renderPrice(null, null);
    expect(screen.getByRole('group', { name: 'Price' })).toBeInTheDocument();
    expect(screen.queryByText('to')).not.toBeInTheDocument();
    unmount();
    renderPrice(null, null, { separator: true });
    expect(screen.getByText('to')).toBeInTheDocument();
  });

  test('minimum options are those below the maximum, No min first', () => {
    renderPrice(null, 300000);
    fireEvent.focus(minInput());
    expect(optionTexts()).toEqual(['No min', '$50K', '$75K', '$100K', '$150K', '$200K', '$250K']);
  });

  test('maximum options are nine steps up from the minimum, No max first', () => {
    renderPrice(300000, null);
    fireEvent.focus(maxInput());
    expect(optionTexts()).toEqual(['No max', '$350K', '$400K', '$450K', '$500K', '$550K', '$600K', '$650K', '$700K', '$750K']);
  });

  test('without a minimum the maximum offers 100K–900K', () => {
    renderPrice(null, null);
    fireEvent.focus(maxInput());
    expect(optionTexts()).toEqual(['No max', '$100K', '$200K', '$300K', '$400K', '$500K', '$600K', '$700K', '$800K', '$900K']);
  });

  test('the current value is kept and marked selected even when the other bound excludes it', () => {
    renderPrice(400000, 300000);
    expect(minInput()).toHaveValue('400,000');
    fireEvent.focus(minInput());
    expect(optionTexts()).toEqual(['No min', '$50K', '$75K', '$100K', '$150K', '$200K', '$250K', '$400K']);
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('$400K');
  });

  test('clicking an option sets the bound in dollars and closes the list', () => {
    const { state } = renderPrice(null, null);
    fireEvent.focus(maxInput());
    fireEvent.click(screen.getByRole('option', { name: '$500K' }));
    expect(state.filters.price).toEqual({ from: null, to: 500000 });
    expect(maxInput()).toHaveValue('500,000');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  test('No min clears the bound', () => {
    const { state } = renderPrice(200000, null);
    fireEvent.focus(minInput());
    fireEvent.click(screen.getByRole('option', { name: 'No min' }));
    expect(state.filters.price).toEqual({ from: null, to: null });
    expect(minInput()).toHaveValue('');
  });

  test('the list closes 300 ms after blur, and a click within that time still counts', () => {
    const { state } = renderPrice(null, null);
    fireEvent.focus(minInput());
    fireEvent.blur(minInput());
    act(() => jest.advanceTimersByTime(299));
    expect(screen.getByRole('listbox')).toBeVisible();
    fireEvent.click(screen.getByRole('option', { name: '$150K' }));
    expect(state.filters.price.from).toBe(150000);

    fireEvent.focus(minInput());
    fireEvent.blur(minInput());
    act(() => jest.advanceTimersByTime(299));
    expect(screen.getByRole('listbox')).toBeVisible();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(minInput()).toHaveAttribute('aria-expanded', 'false');
  });

  test('focusing again within the delay keeps the list open', () => {
    renderPrice(null, null);
    fireEvent.focus(minInput());
    fireEvent.blur(minInput());
    act(() => jest.advanceTimersByTime(200));
    fireEvent.focus(minInput());
    act(() => jest.advanceTimersByTime(500));
    expect(screen.getByRole('listbox')).toBeVisible();
  });

  test('typed text keeps only digits, formatted with thousands separators; blur applies it', () => {
    const { state } = renderPrice(null, null);
    fireEvent.focus(minInput());
    fireEvent.change(minInput(), { target: { value: '1,250,000' } });
    expect(minInput()).toHaveValue('1,250,000');
    expect(state.onChange).not.toHaveBeenCalled();
    fireEvent.blur(minInput());
    expect(state.filters.price).toEqual({ from: 1250000, to: null });

    fireEvent.change(maxInput(), { target: { value: '$12ab34' } });
    expect(maxInput()).toHaveValue('1,234');
  });

  test('Enter applies typed text; emptying the input clears the bound', () => {
    const { state } = renderPrice(300000, 900000);
    fireEvent.change(maxInput(), { target: { value: '2500000' } });
    fireEvent.keyDown(maxInput(), { key: 'Enter' });
    expect(state.filters.price).toEqual({ from: 300000, to: 2500000 });
    fireEvent.change(minInput(), { target: { value: '' } });
    fireEvent.keyDown(minInput(), { key: 'Enter' });
    expect(state.filters.price).toEqual({ from: null, to: 2500000 });
  });

  test('arrow keys move through the options from the current one, Enter picks, Escape closes', () => {
    const { state } = renderPrice(null, 200000);
    const input = maxInput();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const active = () => document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    // Opens on the current maximum ($200K in No max, $100K, $200K, …).
    expect(active()).toHaveTextContent('$200K');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(active()).toHaveTextContent('$400K');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(active()).toHaveTextContent('$300K');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(state.filters.price.to).toBe(300000);
    expect(input).toHaveAttribute('aria-expanded', 'false');

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const escape = fireEvent.keyDown(input, { key: 'Escape' });
    expect(escape).toBe(false);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(state.onChange).toHaveBeenCalledTimes(1);
  });

  test('what was typed still counts when the control unmounts before blur (a popover closing)', () => {
    const { state, unmount } = renderPrice(null, null);
    fireEvent.change(minInput(), { target: { value: '275000' } });
    unmount();
    expect(state.filters.price.from).toBe(275000);
  });
});
