import { apiGet, apiIsCrossOrigin, configureApi } from '@/lib/api/client';
import { clearToken, EMPTY_TOKEN_ERROR, getToken, setToken } from '@/lib/api/token';

// SPEC §5 "Setting an empty token fails: 'Empty value specified, expected valid token'", and the
// holder the client sends to a separate API host by default.
const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
const ok = { ok: true, status: 200, headers: { get: () => 'application/json' }, text: () => Promise.resolve('{"data":1}') } as unknown as Response;

beforeEach(() => {
  clearToken();
  fetchMock.mockReset().mockResolvedValue(ok);
  global.fetch = fetchMock;
  configureApi({});
});

const sentAuthorization = () => ((fetchMock.mock.calls.at(-1)?.[1]?.headers ?? {}) as Record<string, string>).Authorization;

test.each(['', ' ', '\t\n'])('setting the empty token %j fails with SPEC\'s message and keeps the token held', (value) => {
  setToken('tok-1');
  expect(() => setToken(value)).toThrow(new Error('Empty value specified, expected valid token'));
  expect(EMPTY_TOKEN_ERROR).toBe('Empty value specified, expected valid token');
  expect(getToken()).toBe('tok-1');
});

test('a token is held until cleared', () => {
  expect(getToken()).toBeNull();
  setToken('tok-2');
  expect(getToken()).toBe('tok-2');
  clearToken();
  expect(getToken()).toBeNull();
});

test('a separate API host is sent the held token by default; this origin never is (its cookie is HttpOnly)', async () => {
  setToken('tok-3');
  expect(apiIsCrossOrigin()).toBe(false);
  await apiGet('/leads/me');
  expect(sentAuthorization()).toBeUndefined();

  configureApi({ apiHost: 'https://api.example.com' });
  expect(apiIsCrossOrigin()).toBe(true);
  await apiGet('/leads/me');
  expect(sentAuthorization()).toBe('Bearer tok-3');

  clearToken();
  await apiGet('/leads/me');
  expect(sentAuthorization()).toBeUndefined();
});
