// The sign-up form's visibility (SPEC §3 "Signed-in state": signUpFormVisibility; §4 "Sign-up form",
// "Dialog window views: opened, collapsed, hidden").
import { create } from 'zustand';
import type { SignUpRequest, SignUpType } from '@/lib/leads/sign-up-request';

/**
 * SPEC §4's dialog window views, for the sign-up prompt (docs/leads.md "Dialog window views"):
 * opened = the modal form; collapsed = the prompt the visitor closed, as a bar at the bottom of
 * the window that reopens it; hidden = neither.
 */
export type SignUpView = 'opened' | 'collapsed' | 'hidden';

/** The view, from the form's request and the prompt's state (never stored apart, so it cannot disagree with them). */
export const signUpView = (s: Pick<SignUpState, 'request' | 'promptPending'>): SignUpView =>
  s.request !== null ? 'opened' : s.promptPending ? 'collapsed' : 'hidden';

/** Session storage: the prompt is still pending for this visit (the bar stays across page loads). */
export const PROMPT_PENDING_KEY = 'signUpPromptPending';

interface SignUpState {
  /** null: closed. The last request is kept, so `#signup` can reopen it (SPEC §2). */
  request: SignUpRequest | null;
  last: SignUpRequest | null;
  /** Counts log-outs: the form starts afresh (nothing of the previous person is kept). */
  epoch: number;
  /** The site's own prompt opened and was not dismissed: closing the form collapses it rather than hiding it. */
  promptPending: boolean;
  /** The prompt's request, reopened by the bar. */
  promptRequest: SignUpRequest | null;
  /** `prompt`: the site opened it by itself (the A/B prompt's timing, `?signuponmount`), not a visitor's action. */
  open: (request: SignUpRequest, options?: { prompt?: boolean }) => void;
  close: () => void;
  /** The bar's "Sign up": the prompt's form again. */
  expand: () => void;
  /** The bar's ×, or a signed-in lead: nothing shown for the rest of the visit. */
  hide: () => void;
  /** After hydration: a prompt pending from an earlier page of this visit shows as the bar. */
  restore: () => void;
  forget: () => void;
}

function visitStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage refused (some private modes): the view lasts for this page only.
    return null;
  }
}

function rememberPending(pending: boolean): void {
  try {
    const storage = visitStorage();
    if (pending) storage?.setItem(PROMPT_PENDING_KEY, '1');
    else storage?.removeItem(PROMPT_PENDING_KEY);
  } catch {
    // A full or refused storage: the same, for this page only.
  }
}

function storedPending(): boolean {
  try {
    return visitStorage()?.getItem(PROMPT_PENDING_KEY) === '1';
  } catch {
    return false;
  }
}

const PLAIN_PROMPT: SignUpRequest = { type: 'visitHouse' };

export const useSignUpStore = create<SignUpState>()((set, get) => ({
  request: null,
  last: null,
  epoch: 0,
  promptPending: false,
  promptRequest: null,
  open: (request, options = {}) => {
    if (options.prompt) rememberPending(true);
    set((s) => ({
      request,
      last: request,
      promptPending: s.promptPending || Boolean(options.prompt),
      promptRequest: options.prompt ? request : s.promptRequest,
    }));
  },
  // A form a visitor's action opened closes to what was there before: the bar if the prompt is pending, else nothing.
  close: () => set({ request: null }),
  expand: () => {
    const { promptRequest, open } = get();
    open(promptRequest ?? PLAIN_PROMPT, { prompt: true });
  },
  hide: () => {
    rememberPending(false);
    set({ promptPending: false });
  },
  restore: () => {
    if (!storedPending()) return;
    set({ promptPending: true });
  },
  forget: () => {
    rememberPending(false);
    set((s) => ({ request: null, last: null, epoch: s.epoch + 1, promptPending: false, promptRequest: null }));
  },
}));

/** Opens the sign-up form (visitors favouriting, saving a search, asking about a home…). */
export function openSignUp(type: SignUpType, extra: Omit<SignUpRequest, 'type'> = {}): void {
  useSignUpStore.getState().open({ type, ...extra });
}

/** Opens the sign-up prompt the site shows by itself: closing it collapses it to the bar (SPEC §4 dialog window views). */
export function openSignUpPrompt(extra: Omit<SignUpRequest, 'type'> = {}): void {
  useSignUpStore.getState().open({ type: 'visitHouse', ...extra }, { prompt: true });
}
