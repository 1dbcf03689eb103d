// Mirrors the reconnect queue for React, and tells the user through the flash when it opens.
import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { reconnectQueue, type ReconnectQueue, type ReconnectState } from '@/lib/api/reconnect';
import { useFlashStore } from './flash';

/** SPEC §8, first bullet. */
export const CONNECTION_LOST_MESSAGE = 'Internet connection is lost. Please try again later';

export interface ReconnectStoreState extends ReconnectState {
  retryNow: () => void;
  dismiss: () => void;
}

export type ReconnectStore = UseBoundStore<StoreApi<ReconnectStoreState>>;

function announceConnectionLost(): void {
  useFlashStore.getState().show(CONNECTION_LOST_MESSAGE, { kind: 'error' });
}

export function createReconnectStore(
  queue: ReconnectQueue,
  onConnectionLost: () => void = announceConnectionLost,
): ReconnectStore {
  const store = create<ReconnectStoreState>()(() => ({
    ...queue.getState(),
    retryNow: () => queue.retryNow(),
    dismiss: () => queue.dismiss(),
  }));
  queue.subscribe((next) => {
    const wasVisible = store.getState().visible;
    store.setState({ visible: next.visible, secondsLeft: next.secondsLeft, attempt: next.attempt });
    if (next.visible && !wasVisible) onConnectionLost();
  });
  return store;
}

export const useReconnectStore: ReconnectStore = createReconnectStore(reconnectQueue);
