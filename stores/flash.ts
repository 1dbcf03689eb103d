// The flash message (SPEC §4 Flash message): one message at a time, auto-hidden.
import { create } from 'zustand';

export type FlashKind = 'info' | 'error' | 'success';

/** SPEC §9 "flash default 20000 ms". */
export const FLASH_TIMEOUT_MS = 20000;

export interface FlashOptions {
  kind?: FlashKind;
  /** Auto-hide delay; null keeps the message until it is dismissed. */
  timeoutMs?: number | null;
  /** Replaces hiding when the user dismisses, e.g. to record that a notice was read. */
  onDismiss?: () => void;
}

export interface FlashState {
  message: string | null;
  visible: boolean;
  sticky: boolean;
  kind: FlashKind;
  show: (message: string, options?: FlashOptions) => void;
  hide: () => void;
  dismiss: () => void;
  setSticky: (sticky: boolean) => void;
}

export const useFlashStore = create<FlashState>()((set, get) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onDismiss: (() => void) | undefined;

  function clearTimer(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  }

  return {
    message: null,
    visible: false,
    sticky: false,
    kind: 'info',
    show(message, options = {}) {
      clearTimer();
      onDismiss = options.onDismiss;
      const timeoutMs = options.timeoutMs === undefined ? FLASH_TIMEOUT_MS : options.timeoutMs;
      if (timeoutMs !== null) timer = setTimeout(() => get().hide(), timeoutMs);
      set({ message, visible: true, kind: options.kind ?? 'info' });
    },
    hide() {
      clearTimer();
      onDismiss = undefined;
      set({ message: null, visible: false, sticky: false });
    },
    dismiss() {
      if (onDismiss) onDismiss();
      else get().hide();
    },
    setSticky(sticky) {
      if (get().sticky !== sticky) set({ sticky });
    },
  };
});
