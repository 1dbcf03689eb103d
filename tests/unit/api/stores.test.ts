import { act } from '@testing-library/react';
import { networkError } from '@/lib/api/errors';
import { createReconnectQueue } from '@/lib/api/reconnect';
import { FLASH_TIMEOUT_MS, useFlashStore } from '@/stores/flash';
import { CONNECTION_LOST_MESSAGE, createReconnectStore } from '@/stores/reconnect';

const offline = (): Promise<never> => Promise.reject(networkError());

beforeEach(() => {
  jest.useFakeTimers();
  useFlashStore.getState().hide();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('flash store (SPEC §4 Flash message)', () => {
  test('show makes the message visible with its kind', () => {
    useFlashStore.getState().show('Your search has been saved', { kind: 'success' });
    expect(useFlashStore.getState()).toMatchObject({ message: 'Your search has been saved', visible: true, kind: 'success' });
  });

  test('auto-hides after 20000 ms by default', () => {
    expect(FLASH_TIMEOUT_MS).toBe(20000);
    useFlashStore.getState().show('Hello');
    jest.advanceTimersByTime(19999);
    expect(useFlashStore.getState().visible).toBe(true);
    jest.advanceTimersByTime(1);
    expect(useFlashStore.getState()).toMatchObject({ visible: false, message: null });
  });

  test('honours a custom time-out, and null keeps the message', () => {
    useFlashStore.getState().show('Short', { timeoutMs: 3000 });
    jest.advanceTimersByTime(3000);
    expect(useFlashStore.getState().visible).toBe(false);

    useFlashStore.getState().show('Stays', { timeoutMs: null });
    jest.advanceTimersByTime(10 * FLASH_TIMEOUT_MS);
    expect(useFlashStore.getState().visible).toBe(true);
  });

  test('a new message restarts the time-out', () => {
    useFlashStore.getState().show('First');
    jest.advanceTimersByTime(15000);
    useFlashStore.getState().show('Second');
    jest.advanceTimersByTime(15000);
    expect(useFlashStore.getState()).toMatchObject({ visible: true, message: 'Second' });
  });

  test('dismiss calls the custom handler instead of hiding', () => {
    const onDismiss = jest.fn();
    useFlashStore.getState().show('You have viewed 3 homes', { onDismiss });
    useFlashStore.getState().dismiss();
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(useFlashStore.getState().visible).toBe(true);
  });

  test('dismiss without a handler hides', () => {
    useFlashStore.getState().show('Plain');
    useFlashStore.getState().dismiss();
    expect(useFlashStore.getState().visible).toBe(false);
  });

  test('hide forgets the previous handler', () => {
    const onDismiss = jest.fn();
    useFlashStore.getState().show('With handler', { onDismiss });
    useFlashStore.getState().hide();
    useFlashStore.getState().show('Without');
    useFlashStore.getState().dismiss();
    expect(onDismiss).not.toHaveBeenCalled();
    expect(useFlashStore.getState().visible).toBe(false);
  });
});

describe('reconnect store', () => {
  test('mirrors the queue and delegates Try now and dismiss', async () => {
    const queue = createReconnectQueue();
    const store = createReconnectStore(queue, () => undefined);
    expect(store.getState()).toMatchObject({ visible: false, secondsLeft: 0 });

    const retry = jest.fn(offline);
    const call = queue.enqueue(retry);
    call.catch(() => undefined);
    expect(store.getState()).toMatchObject({ visible: true, secondsLeft: 1, attempt: 0 });

    act(() => store.getState().retryNow());
    await jest.advanceTimersByTimeAsync(0);
    expect(retry).toHaveBeenCalledTimes(1);
    expect(store.getState()).toMatchObject({ visible: true, secondsLeft: 5, attempt: 1 });

    act(() => store.getState().dismiss());
    await expect(call).rejects.toMatchObject({ error: 'Network Error' });
    expect(store.getState().visible).toBe(false);
  });

  test("shows 'Internet connection is lost' as an error flash when the banner appears", () => {
    const queue = createReconnectQueue();
    createReconnectStore(queue);
    queue.enqueue(offline).catch(() => undefined);
    expect(useFlashStore.getState()).toMatchObject({
      message: CONNECTION_LOST_MESSAGE,
      visible: true,
      kind: 'error',
    });
    expect(CONNECTION_LOST_MESSAGE).toBe('Internet connection is lost. Please try again later');

    // Only on appearing: later ticks do not re-show a message the user has closed.
    useFlashStore.getState().dismiss();
    jest.advanceTimersByTime(1000);
    expect(useFlashStore.getState().visible).toBe(false);
    queue.dismiss();
  });
});
