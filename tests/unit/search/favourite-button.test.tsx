import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithIntl as render } from '../render';
import { ServerSessionContext } from '@/components/layout/session-context';
import { FavouriteButton } from '@/components/search/favourite-button';
import { reconnectQueue } from '@/lib/api/reconnect';
import { useFavouritesStore } from '@/stores/favourites';
import { useFlashStore } from '@/stores/flash';
import { useSignUpStore } from '@/stores/sign-up';

// SPEC §4 "Favourite toggle": 401/422 → sign-up; "Other errors: revert and show an error modal";
// a lost connection stays with the reconnect banner. fetch is the platform's; our code runs as is.
const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
function reply(status: number, body: unknown): Response {
  const headers = { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) };
  return { ok: status < 300, status, headers, text: () => Promise.resolve(JSON.stringify(body)) } as unknown as Response;
}

beforeAll(() => {
  // jsdom has no modal dialogs: the platform's part, as in tests/unit/ui/dialog.test.tsx.
  const proto = HTMLDialogElement.prototype;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  // jsdom has no scrolling either (the dialog's scroll lock puts the page back where it was).
  window.scrollTo = () => undefined;
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  act(() => {
    useFavouritesStore.getState().clearAll();
    useFlashStore.getState().hide();
    useSignUpStore.getState().forget();
  });
});
afterEach(() => act(() => reconnectQueue.dismiss()));

function renderHeart() {
  return render(
    <ServerSessionContext.Provider value={{ userAuthorized: true, userFullyAuthorized: true, agentAuthorized: false, agentSite: null }}>
      <FavouriteButton propertyId={42} isFavourite={false} address="1 Main St" />
    </ServerSessionContext.Provider>,
  );
}
const heart = () => screen.getByRole('button', { name: 'Save 1 Main St to favorites' });

test('a 404 reverts the heart and opens the error modal with the server\'s message, not a flash', async () => {
  fetchMock.mockResolvedValue(reply(404, { error: 'Property not found', code: 'not_found' }));
  renderHeart();
  fireEvent.click(heart());
  const dialog = await screen.findByTestId('error-dialog');
  expect(dialog).toHaveAttribute('open');
  expect(dialog).toHaveTextContent("We couldn't update your favorites. Please try again. (Property not found)");
  expect(heart()).toHaveAttribute('aria-pressed', 'false');
  expect(useFlashStore.getState().message).toBeNull();

  // Try again repeats the toggle; this time it works and the modal is gone.
  fetchMock.mockResolvedValue(reply(200, { data: { count: 1 } }));
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
  expect(dialog).not.toHaveAttribute('open');
});

test('a 500 opens the modal too; Close closes it', async () => {
  fetchMock.mockResolvedValue(reply(500, { error: 'Server error', code: 'server_error' }));
  renderHeart();
  fireEvent.click(heart());
  const dialog = await screen.findByTestId('error-dialog');
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(dialog).not.toHaveAttribute('open');
  expect(heart()).toHaveAttribute('aria-pressed', 'false');
});

test('422 opens the sign-up form (saveFavourites), no modal', async () => {
  fetchMock.mockResolvedValue(reply(422, { error: 'Sign up to save more favorites', code: 'invalid' }));
  renderHeart();
  fireEvent.click(heart());
  await waitFor(() => expect(useSignUpStore.getState().request).toMatchObject({ type: 'saveFavourites', propertyId: 42 }));
  expect(screen.queryByTestId('error-dialog')).not.toBeInTheDocument();
});

test('a lost connection is the reconnect banner\'s: reverted when given up, no modal', async () => {
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  renderHeart();
  fireEvent.click(heart());
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  await act(async () => reconnectQueue.dismiss());
  await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'false'));
  expect(screen.queryByTestId('error-dialog')).not.toBeInTheDocument();
});
