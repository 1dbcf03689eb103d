// The reconnect queue (SPEC §4 Reconnect): calls that failed for lack of network wait here and
// are retried together when a countdown reaches zero, or at once on "Try now".
import { cancelledError, isNetworkError, networkError } from './errors';

/** Seconds to wait before each automatic retry round; the last one repeats (SPEC §9). */
export const RECONNECT_WAITS_S = [1, 5, 10, 30, 60, 90] as const;

export interface ReconnectState {
  visible: boolean;
  secondsLeft: number;
  /** Failed retry rounds so far; picks the wait from RECONNECT_WAITS_S. */
  attempt: number;
}

export type ReconnectListener = (state: ReconnectState) => void;

export interface ReconnectQueue {
  enqueue<T>(retry: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  retryNow(): void;
  dismiss(): void;
  getState(): ReconnectState;
  subscribe(listener: ReconnectListener): () => void;
}

interface Entry {
  /** One retry; true once the caller's promise is settled, false while still offline. */
  run: () => Promise<boolean>;
  fail: (reason: unknown) => void;
  detach: () => void;
}

const IDLE: ReconnectState = { visible: false, secondsLeft: 0, attempt: 0 };

export function waitFor(attempt: number): number {
  return RECONNECT_WAITS_S[Math.min(attempt, RECONNECT_WAITS_S.length - 1)] ?? 0;
}

export function createReconnectQueue(): ReconnectQueue {
  let state: ReconnectState = IDLE;
  let entries: Entry[] = [];
  let ticker: ReturnType<typeof setInterval> | undefined;
  // Bumped by dismiss so a round still in flight cannot revive a banner the user closed.
  let generation = 0;
  let roundInFlight: number | undefined;
  const listeners = new Set<ReconnectListener>();

  function setState(next: ReconnectState): void {
    state = next;
    for (const listener of listeners) listener(state);
  }

  function stopTicker(): void {
    if (ticker !== undefined) clearInterval(ticker);
    ticker = undefined;
  }

  function remove(entry: Entry): void {
    entries = entries.filter((e) => e !== entry);
    entry.detach();
  }

  function reset(): void {
    stopTicker();
    setState(IDLE);
  }

  function countDown(attempt: number): void {
    stopTicker();
    setState({ visible: true, secondsLeft: waitFor(attempt), attempt });
    ticker = setInterval(() => {
      const secondsLeft = state.secondsLeft - 1;
      if (secondsLeft > 0) {
        setState({ ...state, secondsLeft });
        return;
      }
      stopTicker();
      setState({ ...state, secondsLeft: 0 });
      void runRound();
    }, 1000);
  }

  async function tryEntry(entry: Entry): Promise<void> {
    if (await entry.run()) remove(entry);
  }

  async function runRound(): Promise<void> {
    const round = generation;
    if (roundInFlight === round) return;
    roundInFlight = round;
    stopTicker();
    try {
      await Promise.all(entries.map(tryEntry));
    } finally {
      if (roundInFlight === round) roundInFlight = undefined;
    }
    if (round !== generation) return;
    if (entries.length === 0) reset();
    else countDown(state.attempt + 1);
  }

  function enqueue<T>(retry: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) return Promise.reject(cancelledError(signal.reason));
    return new Promise<T>((resolve, reject) => {
      const onAbort = (): void => {
        remove(entry);
        reject(cancelledError(signal?.reason));
        if (entries.length === 0 && roundInFlight === undefined) reset();
      };
      const entry: Entry = {
        async run() {
          try {
            resolve(await retry());
            return true;
          } catch (e) {
            // Still offline: stays queued. Anything else is a real answer the caller must see.
            if (isNetworkError(e)) return false;
            reject(e);
            return true;
          }
        },
        fail: reject,
        detach: () => signal?.removeEventListener('abort', onAbort),
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      entries.push(entry);
      if (!state.visible) countDown(0);
    });
  }

  function retryNow(): void {
    if (state.visible) void runRound();
  }

  function dismiss(): void {
    generation += 1;
    const failed = entries;
    entries = [];
    for (const entry of failed) {
      entry.detach();
      entry.fail(networkError());
    }
    reset();
  }

  return {
    enqueue,
    retryNow,
    dismiss,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The one queue the browser shares: one banner, whichever call lost the network. */
export const reconnectQueue: ReconnectQueue = createReconnectQueue();
