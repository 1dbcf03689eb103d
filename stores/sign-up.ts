// The sign-up form's visibility (SPEC §3 "Signed-in state": signUpFormVisibility; §4 "Sign-up form").
import { create } from 'zustand';
import type { SignUpRequest, SignUpType } from '@/lib/leads/sign-up-request';

interface SignUpState {
  /** null: closed. The last request is kept, so `#signup` can reopen it (SPEC §2). */
  request: SignUpRequest | null;
  last: SignUpRequest | null;
  /** Counts log-outs: the form starts afresh (nothing of the previous person is kept). */
  epoch: number;
  open: (request: SignUpRequest) => void;
  close: () => void;
  forget: () => void;
}

export const useSignUpStore = create<SignUpState>()((set) => ({
  request: null,
  last: null,
  epoch: 0,
  open: (request) => set({ request, last: request }),
  close: () => set({ request: null }),
  forget: () => set((s) => ({ request: null, last: null, epoch: s.epoch + 1 })),
}));

/** Opens the sign-up form (visitors favouriting, saving a search, asking about a home…). */
export function openSignUp(type: SignUpType, extra: Omit<SignUpRequest, 'type'> = {}): void {
  useSignUpStore.getState().open({ type, ...extra });
}
