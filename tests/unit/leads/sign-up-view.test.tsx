import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithIntl as render } from '../render';
import { ServerSessionContext, type ServerSession } from '@/components/layout/session-context';
import { SignUpBar } from '@/components/leads/sign-up-bar';
import { openSignUp, openSignUpPrompt, PROMPT_PENDING_KEY, signUpView, useSignUpStore } from '@/stores/sign-up';

// SPEC §4 "Dialog window views: opened, collapsed, hidden" for the sign-up prompt (docs/leads.md).
const store = () => useSignUpStore.getState();
const view = () => signUpView(store());

beforeEach(() => {
  act(() => store().forget());
  window.sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

describe('the store', () => {
  test('the prompt: opened → closed collapses it (for the visit) → expanded opens it again → × hides it', () => {
    expect(view()).toBe('hidden');
    openSignUpPrompt({ propertyId: 7 });
    expect(view()).toBe('opened');
    expect(window.sessionStorage.getItem(PROMPT_PENDING_KEY)).toBe('1');
    store().close();
    expect(view()).toBe('collapsed');
    expect(store().request).toBeNull();
    store().expand();
    expect(view()).toBe('opened');
    expect(store().request).toEqual({ type: 'visitHouse', propertyId: 7 });
    store().close();
    store().hide();
    expect(view()).toBe('hidden');
    expect(window.sessionStorage.getItem(PROMPT_PENDING_KEY)).toBeNull();
  });

  test('a form a gated action opened closes to hidden, as before', () => {
    openSignUp('saveFavourites', { propertyId: 3 });
    expect(view()).toBe('opened');
    store().close();
    expect(view()).toBe('hidden');
    expect(window.sessionStorage.getItem(PROMPT_PENDING_KEY)).toBeNull();
  });

  test('a gated form opened over the collapsed prompt closes back to the bar; the bar reopens the prompt, not it', () => {
    openSignUpPrompt();
    store().close();
    openSignUp('moreImages');
    expect(view()).toBe('opened');
    store().close();
    expect(view()).toBe('collapsed');
    store().expand();
    expect(store().request).toEqual({ type: 'visitHouse' });
  });

  test('a later page of the visit restores the bar; a new visit (empty storage) does not', () => {
    store().restore();
    expect(view()).toBe('hidden');
    window.sessionStorage.setItem(PROMPT_PENDING_KEY, '1');
    store().restore();
    expect(view()).toBe('collapsed');
  });

  test('storage that throws (private modes): the views still work, for this page', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    openSignUpPrompt();
    store().close();
    expect(view()).toBe('collapsed');
    store().restore();
    expect(view()).toBe('collapsed');
  });

  test('log-out forgets the prompt', () => {
    openSignUpPrompt();
    store().close();
    store().forget();
    expect(view()).toBe('hidden');
    expect(store().promptPending).toBe(false);
  });
});

describe('the bar', () => {
  const visitor: ServerSession = { userAuthorized: false, userFullyAuthorized: false, agentAuthorized: false, agentSite: null };
  const renderBar = (session: ServerSession = visitor) =>
    render(
      <ServerSessionContext.Provider value={session}>
        <main id="content" tabIndex={-1} />
        <SignUpBar />
      </ServerSessionContext.Provider>,
    );

  test('collapsed: the headline, "Sign up" reopens the form, × puts it away and focuses the page', () => {
    renderBar();
    expect(screen.queryByTestId('signup-bar')).not.toBeInTheDocument();
    act(() => {
      openSignUpPrompt();
      store().close();
    });
    const bar = screen.getByRole('complementary', { name: 'Sign-up reminder' });
    expect(bar).toHaveTextContent('Sign up or log in');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(view()).toBe('opened');
    expect(bar).not.toBeVisible();
    act(() => store().close());
    expect(bar).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign up' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Close the sign-up reminder' }));
    expect(view()).toBe('hidden');
    expect(screen.queryByTestId('signup-bar')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(document.getElementById('content'));
  });

  test('the A/B prompt\'s own headline', () => {
    renderBar({ ...visitor, signUpPrompt: { headline: 'Get new listings first', body: null, buttonLabel: null, trigger: 'seconds', triggerValue: 30, freePictures: 3, testId: 1, variantId: 2 } });
    act(() => {
      openSignUpPrompt();
      store().close();
    });
    expect(screen.getByTestId('signup-bar')).toHaveTextContent('Get new listings first');
  });

  test('restored after hydration on a later page; hidden for a signed-in lead', () => {
    window.sessionStorage.setItem(PROMPT_PENDING_KEY, '1');
    const { unmount } = renderBar();
    expect(screen.getByTestId('signup-bar')).toBeVisible();
    unmount();
    renderBar({ ...visitor, userAuthorized: true });
    expect(screen.queryByTestId('signup-bar')).not.toBeInTheDocument();
    expect(view()).toBe('hidden');
    expect(window.sessionStorage.getItem(PROMPT_PENDING_KEY)).toBeNull();
  });
});
