import { apiDelete, apiGet, apiPost, apiPut, apiRequest, configureApi } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { reconnectQueue } from '@/lib/api/reconnect';

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();

/** Only what the client reads of a Response; jsdom has no Response class. */
function reply(status: number, body?: unknown, contentType?: string): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const type = contentType ?? (typeof body === 'string' ? 'text/html' : 'application/json');
  const headers = { get: (name: string) => (name.toLowerCase() === 'content-type' ? type : null) };
  const response = { ok: status >= 200 && status < 300, status, headers, text: () => Promise.resolve(text) };
  return response as unknown as Response;
}

function lastCall(): { url: string; init: RequestInit; headers: Record<string, string> } {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  const [url, init = {}] = call;
  return { url: String(url), init, headers: (init.headers ?? {}) as Record<string, string> };
}

beforeEach(() => {
  jest.useFakeTimers();
  fetchMock.mockReset();
  global.fetch = fetchMock;
  configureApi({});
});

afterEach(() => {
  reconnectQueue.dismiss();
  jest.useRealTimers();
});

describe('request shape (SPEC §7)', () => {
  test('prefixes the path with /api on the current origin by default', async () => {
    fetchMock.mockResolvedValue(reply(200, { data: 1 }));
    await apiGet('/company/settings');
    expect(lastCall().url).toBe('/api/company/settings');
  });

  test('uses a configured API host', async () => {
    configureApi({ apiHost: 'https://api.example.com/' });
    fetchMock.mockResolvedValue(reply(200, { data: 1 }));
    await apiGet('/leads/me');
    expect(lastCall().url).toBe('https://api.example.com/api/leads/me');
  });

  test('sends the JSON content type and X-Requested-With', async () => {
    fetchMock.mockResolvedValue(reply(200, {}));
    await apiPost('/leads/me/search', { search: { type: 'saved' } });
    expect(lastCall().headers).toMatchObject({
      'Content-Type': 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
    });
  });

  test('sends a POST/PUT payload as a JSON body', async () => {
    fetchMock.mockResolvedValue(reply(200, {}));
    await apiPut('/leads/me/e-alerts/5', { ealert: { customName: 'Home' } });
    expect(lastCall().init).toMatchObject({ method: 'PUT', body: '{"ealert":{"customName":"Home"}}' });
    expect(lastCall().url).toBe('/api/leads/me/e-alerts/5');
  });

  test('turns a GET payload into a query string: arrays joined with commas, nulls dropped', async () => {
    fetchMock.mockResolvedValue(reply(200, {}));
    await apiGet('/properties/clusters', { bounds: [-73.1, 40.7, -72.2, 41.1], zoom: 12, city: null, zip: undefined, q: 'a b' });
    expect(lastCall().url).toBe('/api/properties/clusters?bounds=-73.1,40.7,-72.2,41.1&zoom=12&q=a%20b');
    expect(lastCall().init.body).toBeUndefined();
  });

  test('appends the query to a path that already has one, also for DELETE', async () => {
    fetchMock.mockResolvedValue(reply(204));
    await apiDelete('/properties/9/fave?x=1', { reason: 'gone' });
    expect(lastCall().url).toBe('/api/properties/9/fave?x=1&reason=gone');
    expect(lastCall().init.method).toBe('DELETE');
  });
});

describe('credentials (DESIGN §8, the JWT cookie)', () => {
  test('same origin sends the cookie and no Authorization header', async () => {
    configureApi({ getToken: () => 'secret' });
    fetchMock.mockResolvedValue(reply(200, {}));
    await apiGet('/leads/me');
    expect(lastCall().init.credentials).toBe('same-origin');
    expect(lastCall().headers).not.toHaveProperty('Authorization');
  });

  test('a configured host on the same origin is still cookie-authenticated', async () => {
    configureApi({ apiHost: window.location.origin, getToken: () => 'secret' });
    fetchMock.mockResolvedValue(reply(200, {}));
    await apiGet('/leads/me');
    expect(lastCall().url).toBe(`${window.location.origin}/api/leads/me`);
    expect(lastCall().init.credentials).toBe('same-origin');
    expect(lastCall().headers).not.toHaveProperty('Authorization');
  });

  test('another origin gets the bearer token and no cookies', async () => {
    configureApi({ apiHost: 'https://api.example.com', getToken: () => 'tok-123' });
    fetchMock.mockResolvedValue(reply(200, {}));
    await apiGet('/leads/me');
    expect(lastCall().headers.Authorization).toBe('Bearer tok-123');
    expect(lastCall().init.credentials).toBe('omit');
  });

  test('another origin without a token sends no Authorization header', async () => {
    configureApi({ apiHost: 'https://api.example.com', getToken: () => null });
    fetchMock.mockResolvedValue(reply(200, {}));
    await apiGet('/company/settings');
    expect(lastCall().headers).not.toHaveProperty('Authorization');
  });

  test('skipAuth leaves the Authorization header out', async () => {
    configureApi({ apiHost: 'https://api.example.com', getToken: () => 'tok-123' });
    fetchMock.mockResolvedValue(reply(201, { data: { token: 't' } }));
    await apiPost('/leads/register/start', { lead: { email: 'a@b.co' } }, { skipAuth: true });
    expect(lastCall().headers).not.toHaveProperty('Authorization');
  });
});

describe('responses', () => {
  test('returns the parsed JSON body', async () => {
    fetchMock.mockResolvedValue(reply(200, { data: { id: 7 } }));
    await expect(apiGet('/properties/7')).resolves.toEqual({ data: { id: 7 } });
  });

  test('returns null for 204', async () => {
    fetchMock.mockResolvedValue(reply(204));
    await expect(apiDelete('/leads/me/e-alerts/3')).resolves.toBeNull();
  });

  test('throws the normalised ApiError on a non-2xx answer', async () => {
    fetchMock.mockResolvedValue(reply(404, { error: 'Property not found' }));
    await expect(apiGet('/properties/1')).rejects.toMatchObject({ error: 'Property not found', status: 404 });
  });

  test('a replayed write (409 with the first answer) resolves with that answer; a bare 409 is an error', async () => {
    fetchMock.mockResolvedValueOnce(reply(409, { error: 'This request was already received', replayed: { status: 200, body: { data: { count: 3 } } } }));
    await expect(apiPost('/properties/7/fave')).resolves.toEqual({ data: { count: 3 } });
    fetchMock.mockResolvedValueOnce(reply(409, { error: 'This request is still being processed' }));
    await expect(apiPost('/properties/7/fave')).rejects.toMatchObject({ status: 409, error: 'This request is still being processed' });
    fetchMock.mockResolvedValueOnce(reply(409, { error: 'x', replayed: { status: 422, body: { error: 'no' } } }));
    await expect(apiPost('/properties/7/fave')).rejects.toMatchObject({ status: 409 });
  });

  test("a non-JSON error page reads 'Server error'", async () => {
    fetchMock.mockResolvedValue(reply(502, '<html>Bad gateway</html>'));
    await expect(apiGet('/properties')).rejects.toMatchObject({ error: 'Server error', status: 502 });
  });

  test('a short plain-text error body is the message (first string in body)', async () => {
    fetchMock.mockResolvedValue(reply(400, 'Bad request: malformed URL encoding', 'text/plain'));
    await expect(apiGet('/properties')).rejects.toMatchObject({ error: 'Bad request: malformed URL encoding', status: 400 });
  });

  test('passes the abort signal and reports a cancelled call as 499 without retrying', async () => {
    const controller = new AbortController();
    fetchMock.mockRejectedValue(new DOMException('aborted', 'AbortError'));
    const call = apiRequest('GET', '/properties', undefined, { signal: controller.signal });
    await expect(call).rejects.toMatchObject({ status: 499 });
    expect(lastCall().init.signal).toBe(controller.signal);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('network failure: fallback, then the reconnect queue', () => {
  test('retries once at once and returns the fallback answer', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(reply(200, { data: 'ok' }));
    await expect(apiGet('/leads/me')).resolves.toEqual({ data: 'ok' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(reconnectQueue.getState().visible).toBe(false);
  });

  test('queues the call when the fallback fails too, and resolves when a later retry succeeds', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(reply(200, { data: 'back' }));
    const call = apiGet('/leads/me');
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(reconnectQueue.getState()).toEqual({ visible: true, secondsLeft: 1, attempt: 0 });

    await jest.advanceTimersByTimeAsync(1000);
    await expect(call).resolves.toEqual({ data: 'back' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(reconnectQueue.getState().visible).toBe(false);
  });

  test('a POST is not retried at once (it may have reached the server) but queued, with one idempotency key for every try', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(reply(200, { data: 'saved' }));
    const call = apiPost('/leads/me/e-alerts', { ealert: {} });
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(reconnectQueue.getState().visible).toBe(true);
    const key = lastCall().headers['Idempotency-Key'];
    expect(key).toMatch(/.{8,}/);
    await jest.advanceTimersByTimeAsync(1000);
    await expect(call).resolves.toEqual({ data: 'saved' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(lastCall().headers['Idempotency-Key']).toBe(key);
  });

  test('reads and idempotent writes carry no idempotency key', async () => {
    fetchMock.mockResolvedValue(reply(200, {}));
    await apiPut('/leads/me/addresses/1', { address: 'x' });
    expect(lastCall().headers['Idempotency-Key']).toBeUndefined();
  });

  test('rejects a queued call with the Network Error when the user dismisses', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const call = apiPost('/properties/4/fave');
    await jest.advanceTimersByTimeAsync(0);
    reconnectQueue.dismiss();
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ error: 'Network Error', status: 0 });
  });

  test("an axios-style '0ms' time-out counts as a network failure", async () => {
    fetchMock.mockRejectedValueOnce(new Error('timeout of 30000ms exceeded')).mockResolvedValueOnce(reply(200, {}));
    await expect(apiGet('/leads/me')).resolves.toEqual({});
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
