import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithIntl as render } from '../render';
import { FlashMessage } from '@/components/layout/flash-message';
import { ReconnectBanner } from '@/components/layout/reconnect-banner';
import { networkError } from '@/lib/api/errors';
import { reconnectQueue } from '@/lib/api/reconnect';
import { useFlashStore } from '@/stores/flash';

beforeEach(() => {
  jest.useFakeTimers();
  act(() => useFlashStore.getState().hide());
});

afterEach(() => {
  act(() => reconnectQueue.dismiss());
  jest.useRealTimers();
});

describe('ReconnectBanner', () => {
  test('renders nothing while connected', () => {
    const { container } = render(<ReconnectBanner />);
    expect(container).toBeEmptyDOMElement();
  });

  test('shows the countdown, and Try now retries at once', async () => {
    const retry = jest.fn().mockRejectedValueOnce(networkError()).mockResolvedValue('ok');
    render(<ReconnectBanner />);
    let call: Promise<unknown> = Promise.resolve();
    act(() => {
      call = reconnectQueue.enqueue(retry);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Not connected. Connecting in 1s...');

    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(screen.getByRole('status')).toHaveTextContent('Connecting in 4s...');

    fireEvent.click(screen.getByRole('button', { name: 'Try now' }));
    await act(() => jest.advanceTimersByTimeAsync(0));
    await expect(call).resolves.toBe('ok');
    expect(retry).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  test('Dismiss hides the banner and fails the queued call', async () => {
    render(<ReconnectBanner />);
    let call: Promise<unknown> = Promise.resolve();
    act(() => {
      call = reconnectQueue.enqueue(() => Promise.reject(networkError()));
      call.catch(() => undefined);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await expect(call).rejects.toMatchObject({ error: 'Network Error', status: 0 });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('FlashMessage', () => {
  test('renders nothing while hidden, then the message in a polite status region', () => {
    const { container } = render(<FlashMessage />);
    expect(container).toBeEmptyDOMElement();
    act(() => useFlashStore.getState().show('Your search has been saved'));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Your search has been saved');
    expect(status).toHaveAttribute('aria-live', 'polite');
  });

  test('the Close button dismisses', () => {
    render(<FlashMessage />);
    act(() => useFlashStore.getState().show('Closable'));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Closable')).not.toBeInTheDocument();
  });

  test('the Close button calls a custom handler instead of hiding', () => {
    const onDismiss = jest.fn();
    render(<FlashMessage />);
    act(() => useFlashStore.getState().show('Handled', { onDismiss }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Handled')).toBeInTheDocument();
  });

  test('becomes sticky once the page scrolls to its initial top offset', () => {
    const rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 120 } as DOMRect);
    window.scrollY = 0;
    render(<FlashMessage />);
    act(() => useFlashStore.getState().show('Scroll me'));
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('data-sticky', 'false');

    act(() => {
      window.scrollY = 119;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(status).toHaveAttribute('data-sticky', 'false');

    act(() => {
      window.scrollY = 120;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(status).toHaveAttribute('data-sticky', 'true');
    expect(status.className).toContain('sticky');
    expect(useFlashStore.getState().sticky).toBe(true);

    act(() => {
      window.scrollY = 40;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(status).toHaveAttribute('data-sticky', 'false');
    rect.mockRestore();
  });

  test('a message shown to an already scrolled page is sticky at once', () => {
    const rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: -300 } as DOMRect);
    window.scrollY = 500;
    render(<FlashMessage />);
    act(() => useFlashStore.getState().show('Late'));
    expect(screen.getByRole('status')).toHaveAttribute('data-sticky', 'true');
    rect.mockRestore();
    window.scrollY = 0;
  });

  test('auto-hides after 20000 ms', () => {
    render(<FlashMessage />);
    act(() => useFlashStore.getState().show('Bye'));
    act(() => jest.advanceTimersByTime(20000));
    expect(screen.queryByText('Bye')).not.toBeInTheDocument();
  });
});
