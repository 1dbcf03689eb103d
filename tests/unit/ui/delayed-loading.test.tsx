import { act, screen } from '@testing-library/react';
import { renderWithIntl as render } from '../render';
import { DelayedLoading } from '@/components/ui/delayed-loading';
import { MapPlaceholder } from '@/components/map/map-placeholder';
import { MODULE_LOADING_TIMEOUT_MS } from '@/lib/browser/lazy-load';

// SPEC §9 "module-loading time-out 700 ms": a lazy screen's loading indicator shows only when loading takes longer.
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('the time-out is SPEC\'s 700 ms', () => {
  expect(MODULE_LOADING_TIMEOUT_MS).toBe(700);
});

test('nothing before 700 ms, the indicator from then on', () => {
  render(<DelayedLoading>Loading…</DelayedLoading>);
  act(() => jest.advanceTimersByTime(699));
  expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByText('Loading…')).toBeInTheDocument();
});

test('a load that ends sooner never shows it (the placeholder unmounts, its timer with it)', () => {
  const { unmount } = render(<DelayedLoading>Loading…</DelayedLoading>);
  act(() => jest.advanceTimersByTime(300));
  unmount();
  expect(jest.getTimerCount()).toBe(0);
});

test('the map placeholder keeps its box (a status region) at once and says "Loading map…" after 700 ms', () => {
  render(<MapPlaceholder />);
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
  act(() => jest.advanceTimersByTime(MODULE_LOADING_TIMEOUT_MS));
  expect(screen.getByRole('status')).toHaveTextContent('Loading map…');
});
