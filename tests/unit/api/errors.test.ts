import {
  ApiError,
  errorText,
  firstString,
  fromResponse,
  fromThrown,
  isNetworkError,
  networkError,
} from '@/lib/api/errors';

describe('error text (SPEC §8)', () => {
  test('is the body error field when it is a string', () => {
    expect(errorText({ message: 'not this', error: 'Property not found' })).toBe('Property not found');
  });

  test('falls back to the first string in the body when error is not a string', () => {
    expect(errorText({ error: { code: 7, detail: 'Token expired' } })).toBe('Token expired');
  });

  test('finds the first string depth-first, in key and item order', () => {
    const body = { code: 422, errors: [{ field: 7, text: 'Email is invalid' }, 'second'], message: 'later' };
    expect(firstString(body)).toBe('Email is invalid');
    expect(errorText([0, [null, ['deep']], 'shallow'])).toBe('deep');
  });

  test("is 'Server error' when the body holds no string", () => {
    expect(errorText({ code: 500, nested: [1, { ok: false }] })).toBe('Server error');
    expect(errorText(null)).toBe('Server error');
    expect(errorText(undefined)).toBe('Server error');
  });

  test('fromResponse keeps the status and the full error', () => {
    const error = fromResponse(404, { error: 'Not found' }, 'raw');
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ error: 'Not found', status: 404, fullError: 'raw' });
  });
});

describe('thrown failures', () => {
  test('a cancelled request gets status 499', () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    expect(fromThrown(abort)).toMatchObject({ status: 499, fullError: abort });
  });

  test("a message containing '0ms' becomes a Network Error with status 0", () => {
    const timeout = new Error('timeout of 30000ms exceeded');
    expect(fromThrown(timeout)).toMatchObject({ error: 'Network Error', status: 0, fullError: timeout });
  });

  test('a fetch TypeError becomes a Network Error with status 0', () => {
    expect(fromThrown(new TypeError('Failed to fetch'))).toMatchObject({ error: 'Network Error', status: 0 });
  });

  test('an AbortSignal.timeout TimeoutError becomes a Network Error', () => {
    expect(fromThrown(new DOMException('signal timed out', 'TimeoutError'))).toMatchObject({
      error: 'Network Error',
      status: 0,
    });
  });

  test("any other fault reads 'Server error' and keeps its own message out of the text", () => {
    const bug = new Error('Cannot read properties of undefined');
    expect(fromThrown(bug)).toMatchObject({ error: 'Server error', fullError: bug });
  });

  test('an ApiError passes through unchanged', () => {
    const error = new ApiError('Too many requests', 429, null);
    expect(fromThrown(error)).toBe(error);
  });
});

describe('isNetworkError', () => {
  test.each([
    ['a fetch TypeError', new TypeError('Load failed'), true],
    ["an axios-style '0ms' time-out", new Error('timeout of 1000ms exceeded'), true],
    ['a normalised Network Error', networkError(), true],
    ['an HTTP error', new ApiError('Server error', 500, null), false],
    ['an abort', new DOMException('aborted', 'AbortError'), false],
    ['a plain error', new Error('boom'), false],
    ['a non-error', 'nothing', false],
  ])('%s → %s', (_label, error, expected) => {
    expect(isNetworkError(error)).toBe(expected);
  });
});
