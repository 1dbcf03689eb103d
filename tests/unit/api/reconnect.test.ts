import { networkError, ApiError } from '@/lib/api/errors';
import { createReconnectQueue, RECONNECT_WAITS_S, type ReconnectQueue, type ReconnectState } from '@/lib/api/reconnect';

let queue: ReconnectQueue;

const offline = (): Promise<never> => Promise.reject(networkError());

beforeEach(() => {
  jest.useFakeTimers();
  queue = createReconnectQueue();
});

afterEach(() => {
  queue.dismiss();
  jest.useRealTimers();
});

/** Keeps a queued promise's rejection handled until the test looks at it. */
function track<T>(promise: Promise<T>): { promise: Promise<T>; settled: () => string } {
  let outcome = 'pending';
  promise.then(
    () => (outcome = 'resolved'),
    () => (outcome = 'rejected'),
  );
  return { promise, settled: () => outcome };
}

test('the waits are 1, 5, 10, 30, 60 and 90 seconds', () => {
  expect(RECONNECT_WAITS_S).toEqual([1, 5, 10, 30, 60, 90]);
});

test('enqueue shows the banner with the first wait', () => {
  track(queue.enqueue(offline));
  expect(queue.getState()).toEqual({ visible: true, secondsLeft: 1, attempt: 0 });
});

test('the countdown ticks once a second', async () => {
  const retry = jest.fn(offline);
  track(queue.enqueue(retry));
  await jest.advanceTimersByTimeAsync(1000);
  expect(queue.getState().secondsLeft).toBe(5);
  await jest.advanceTimersByTimeAsync(1000);
  expect(queue.getState().secondsLeft).toBe(4);
  await jest.advanceTimersByTimeAsync(3000);
  expect(queue.getState().secondsLeft).toBe(1);
  expect(retry).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(1000);
  expect(retry).toHaveBeenCalledTimes(2);
  expect(queue.getState().secondsLeft).toBe(10);
});

test('each failed round moves to the next wait, and stays at 90 after the last', async () => {
  const retry = jest.fn(offline);
  track(queue.enqueue(retry));
  const seen: number[] = [queue.getState().secondsLeft];
  for (const wait of [1, 5, 10, 30, 60, 90, 90]) {
    await jest.advanceTimersByTimeAsync(wait * 1000 - 1);
    expect(retry).toHaveBeenCalledTimes(seen.length - 1);
    await jest.advanceTimersByTimeAsync(1);
    expect(retry).toHaveBeenCalledTimes(seen.length);
    seen.push(queue.getState().secondsLeft);
  }
  expect(seen).toEqual([1, 5, 10, 30, 60, 90, 90, 90]);
  expect(queue.getState()).toMatchObject({ visible: true, attempt: 7 });
});

test('at zero every queued call is retried; successes resolve and leave, failures keep the next wait', async () => {
  const good = jest.fn().mockRejectedValueOnce(networkError()).mockResolvedValue('data');
  const bad = jest.fn(offline);
  const first = track(queue.enqueue(good));
  const second = track(queue.enqueue(bad));
  await jest.advanceTimersByTimeAsync(1000);
  // The first round still failed for `good`; the second round brings it back.
  expect(first.settled()).toBe('pending');
  await jest.advanceTimersByTimeAsync(5000);
  await expect(first.promise).resolves.toBe('data');
  expect(good).toHaveBeenCalledTimes(2);
  expect(bad).toHaveBeenCalledTimes(2);
  expect(second.settled()).toBe('pending');
  expect(queue.getState()).toEqual({ visible: true, secondsLeft: 10, attempt: 2 });
});

test('when the queue empties the banner hides and the attempts reset', async () => {
  const retry = jest.fn().mockRejectedValueOnce(networkError()).mockResolvedValue('ok');
  const call = track(queue.enqueue(retry));
  await jest.advanceTimersByTimeAsync(1000 + 5000);
  await expect(call.promise).resolves.toBe('ok');
  expect(queue.getState()).toEqual({ visible: false, secondsLeft: 0, attempt: 0 });

  track(queue.enqueue(offline));
  expect(queue.getState()).toEqual({ visible: true, secondsLeft: 1, attempt: 0 });
});

test('Try now retries every queued call at once', async () => {
  const retry = jest.fn().mockRejectedValueOnce(networkError()).mockResolvedValue('now');
  track(queue.enqueue(retry));
  await jest.advanceTimersByTimeAsync(1000);
  expect(queue.getState().secondsLeft).toBe(5);
  queue.retryNow();
  await jest.advanceTimersByTimeAsync(0);
  expect(retry).toHaveBeenCalledTimes(2);
  expect(queue.getState().visible).toBe(false);
});

test('Try now that fails too moves to the next wait', async () => {
  const retry = jest.fn(offline);
  track(queue.enqueue(retry));
  queue.retryNow();
  await jest.advanceTimersByTimeAsync(0);
  expect(retry).toHaveBeenCalledTimes(1);
  expect(queue.getState()).toEqual({ visible: true, secondsLeft: 5, attempt: 1 });
});

test('dismiss rejects every queued call with a Network Error and resets', async () => {
  const a = track(queue.enqueue(offline));
  const b = track(queue.enqueue(offline));
  queue.dismiss();
  await expect(a.promise).rejects.toMatchObject({ error: 'Network Error', status: 0 });
  await expect(b.promise).rejects.toBeInstanceOf(ApiError);
  expect(queue.getState()).toEqual({ visible: false, secondsLeft: 0, attempt: 0 });
  await jest.advanceTimersByTimeAsync(10000);
  expect(queue.getState().visible).toBe(false);
});

test('a retry answered with a real error rejects the caller and leaves the queue', async () => {
  const call = track(queue.enqueue(() => Promise.reject(new ApiError('Unauthorized', 401, null))));
  await jest.advanceTimersByTimeAsync(1000);
  await expect(call.promise).rejects.toMatchObject({ status: 401 });
  expect(queue.getState().visible).toBe(false);
});

test('an aborted caller leaves the queue with status 499', async () => {
  const controller = new AbortController();
  const call = track(queue.enqueue(offline, controller.signal));
  controller.abort();
  await expect(call.promise).rejects.toMatchObject({ status: 499 });
  expect(queue.getState().visible).toBe(false);
});

test('subscribers see every change and can unsubscribe', async () => {
  const states: ReconnectState[] = [];
  const unsubscribe = queue.subscribe((s) => states.push(s));
  track(queue.enqueue(offline));
  await jest.advanceTimersByTimeAsync(1000);
  unsubscribe();
  await jest.advanceTimersByTimeAsync(1000);
  expect(states).toEqual([
    { visible: true, secondsLeft: 1, attempt: 0 },
    { visible: true, secondsLeft: 0, attempt: 0 },
    { visible: true, secondsLeft: 5, attempt: 1 },
  ]);
});

test('a round still running when the user dismisses does not bring the banner back', async () => {
  let finish: (reason: unknown) => void = () => undefined;
  const slow = (): Promise<never> => new Promise((_resolve, reject) => (finish = reject));
  track(queue.enqueue(slow));
  await jest.advanceTimersByTimeAsync(1000);
  queue.dismiss();
  finish(networkError());
  await jest.advanceTimersByTimeAsync(0);
  expect(queue.getState().visible).toBe(false);
});
