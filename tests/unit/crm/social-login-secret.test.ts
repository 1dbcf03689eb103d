/** @jest-environment node */
import { openFeedAuth, openSecret, resetFeedKeyForTests, sealFeedAuth, sealSecret } from '@/lib/feeds/secrets';

// A social-login client secret is sealed by the feeds' scheme with its own purpose: it opens as
// that purpose only, and feed auth sealed before the generalisation still opens.
const saved = process.env.FEED_SECRET_KEY;
beforeAll(() => {
  process.env.FEED_SECRET_KEY = 'unit-test-feed-key-0123456789abcdef0123456789';
  resetFeedKeyForTests();
});
afterAll(() => {
  if (saved === undefined) delete process.env.FEED_SECRET_KEY;
  else process.env.FEED_SECRET_KEY = saved;
  resetFeedKeyForTests();
});

test('a secret opens for its own purpose only, and never shows in the sealed text', () => {
  const sealed = sealSecret('client-secret-xyz', 'social-login-secret');
  expect(sealed).toMatch(/^v1\./);
  expect(sealed).not.toContain('client-secret-xyz');
  expect(openSecret(sealed, 'social-login-secret')).toBe('client-secret-xyz');
  expect(() => openSecret(sealed, 'feed-auth')).toThrow();
  expect(() => openFeedAuth(sealed)).toThrow();
  expect(sealSecret('same', 'p')).not.toBe(sealSecret('same', 'p'));
});

test('feed auth keeps its format: sealed as before, opened as before', () => {
  const auth = { type: 'bearer', token: 'tok' } as const;
  expect(openFeedAuth(sealFeedAuth(auth))).toEqual(auth);
  expect(JSON.parse(openSecret(sealFeedAuth(auth), 'feed-auth'))).toEqual(auth);
});
