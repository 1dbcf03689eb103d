import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { MobileFiltersPanel } from '@/components/search/filters/mobile-filters-panel';
import type { FilterControlProps } from '@/components/search/filters/types';
import type { SelectedFilters } from '@/lib/filters/types';
import { filtersWith } from './fixtures';
import { renderControlled } from './harness';
import { useBrowserEnv } from '@/stores/browser-env';

interface HostProps extends FilterControlProps {
  total: number | null;
  onClose: () => void;
  onClear: () => void;
}

/** The page around the panel: a button opens it, and the page closes it when asked. */
function PanelHost({ total, onClose, onClear, ...controls }: HostProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open filters
      </button>
      <MobileFiltersPanel
        {...controls}
        open={open}
        total={total}
        onClear={onClear}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

function renderPanel(total: number | null = 12, initial: SelectedFilters = filtersWith()) {
  const onClose = jest.fn();
  const onClear = jest.fn();
  const result = renderControlled((p) => <PanelHost {...p} total={total} onClose={onClose} onClear={onClear} />, initial);
  const opener = screen.getByRole('button', { name: 'Open filters' });
  const open = () => {
    opener.focus();
    fireEvent.click(opener);
    return screen.getByRole('dialog', { name: 'Filters' });
  };
  return { ...result, onClose, onClear, open, opener };
}

/** The window's width as the browser-env store has it (its installer follows the media query; tests/unit/browser/browser-env.test.ts). */
const resize = (wide: boolean) => act(() => useBrowserEnv.setState({ mobileFilters: !wide }));

let scrollTo: jest.SpyInstance;

beforeEach(() => {
  jest.useFakeTimers();
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  // Let any pending scroll restore finish, so the next test starts with a free page.
  act(() => jest.runOnlyPendingTimers());
  jest.useRealTimers();
  scrollTo.mockRestore();
  useBrowserEnv.setState({ mobileFilters: true });
  window.scrollY = 0;
});

describe('MobileFiltersPanel', () => {
  test('nothing renders while closed; open, it is a labelled modal dialog with focus inside', () => {
    const { open } = renderPanel();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = open();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('button', { name: 'Close filters' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Close filters' })).toHaveClass('close-button');
  });

  test('holds Type, Status, Price, Beds, Baths and the advanced filters, in that order', () => {
    const { open } = renderPanel();
    const dialog = within(open());
    const sections = [
      dialog.getByRole('group', { name: 'Type' }),
      dialog.getByRole('group', { name: 'Status' }),
      dialog.getByRole('group', { name: 'Price' }),
      dialog.getByRole('group', { name: 'Beds' }),
      dialog.getByRole('group', { name: 'Baths' }),
      dialog.getByRole('heading', { name: 'Advanced filters' }),
      dialog.getByRole('group', { name: 'Square Footage' }),
    ];
    for (let i = 1; i < sections.length; i++) {
      const before = sections[i - 1] as HTMLElement;
      expect(before.compareDocumentPosition(sections[i] as HTMLElement) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  test('changes go through onChange', () => {
    const { open, state } = renderPanel();
    const dialog = within(open());
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Condo' }));
    fireEvent.click(within(dialog.getByRole('group', { name: 'Beds' })).getByRole('button', { name: '4+' }));
    expect(state.filters).toMatchObject({ type: ['c'], beds: 4 });
  });

  test('days sold appears with Sold, once, beside Status', () => {
    const { open } = renderPanel(12, filtersWith((f) => (f.status = ['s'])));
    const dialog = within(open());
    expect(dialog.getAllByRole('group', { name: 'Sold within' })).toHaveLength(1);
  });

  test('Escape closes and focus goes back to what opened it', () => {
    const { open, onClose, opener } = renderPanel();
    fireEvent.keyDown(open(), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  test('Escape in an open price list closes only the list', () => {
    const { open, onClose } = renderPanel();
    const input = within(open()).getByRole('combobox', { name: 'Minimum price' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  test('the × and the Show button close; Clear filters clears without closing', () => {
    const { open, onClose, onClear } = renderPanel(12);
    fireEvent.click(within(open()).getByRole('button', { name: 'Close filters' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(within(open()).getByRole('button', { name: 'Show 12 homes' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    fireEvent.click(within(open()).getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  test('the Show button counts homes, or reads Done while the count is unknown', () => {
    const one = renderPanel(1);
    expect(within(one.open()).getByRole('button', { name: 'Show 1 home' })).toBeInTheDocument();
    one.unmount();
    const unknown = renderPanel(null);
    expect(within(unknown.open()).getByRole('button', { name: 'Done' })).toBeInTheDocument();
  });

  test('closes when the window grows wider than 760 px', () => {
    const { open, onClose } = renderPanel();
    open();
    resize(false);
    expect(onClose).not.toHaveBeenCalled();
    resize(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('opened on a wide window it closes at once', () => {
    resize(true);
    const { opener, onClose } = renderPanel();
    fireEvent.click(opener);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('locks page scroll while open and restores the position 100 ms after closing', () => {
    window.scrollY = 500;
    const { open } = renderPanel();
    const body = document.body;
    open();
    expect(body.style.position).toBe('fixed');
    expect(body.style.top).toBe('-500px');
    expect(body.style.overflow).toBe('hidden');

    fireEvent.click(screen.getByRole('button', { name: 'Close filters' }));
    act(() => jest.advanceTimersByTime(99));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(body.style.position).toBe('fixed');
    act(() => jest.advanceTimersByTime(1));
    expect(scrollTo).toHaveBeenCalledWith(0, 500);
    expect(body.style.position).toBe('');
    expect(body.style.top).toBe('');
    expect(body.style.overflow).toBe('');
  });

  test('reopened within the 100 ms the lock holds and the first position is kept', () => {
    window.scrollY = 300;
    const { open } = renderPanel();
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Close filters' }));
    act(() => jest.advanceTimersByTime(50));
    open();
    act(() => jest.advanceTimersByTime(200));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.body.style.top).toBe('-300px');
    fireEvent.click(screen.getByRole('button', { name: 'Close filters' }));
    act(() => jest.advanceTimersByTime(100));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 300);
  });

  test('Tab from the last control wraps to the first', () => {
    const { open } = renderPanel();
    const dialog = open();
    const show = within(dialog).getByRole('button', { name: 'Show 12 homes' });
    show.focus();
    fireEvent.keyDown(show, { key: 'Tab' });
    expect(within(dialog).getByRole('button', { name: 'Close filters' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Tab', shiftKey: true });
    expect(show).toHaveFocus();
  });
});
