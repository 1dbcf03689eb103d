import { activityWords } from '@/lib/crm/activity-words';
import { callbackPath, isForceFacebook, PROVIDER_DEFAULTS, toSocialOutcome, toSocialProvider } from '@/lib/auth/oauth/providers';

describe('social login, the plain parts', () => {
  test('_forceFacebook is on for true or 1 only (SPEC §2)', () => {
    expect(['true', '1'].map(isForceFacebook)).toEqual([true, true]);
    expect(['TRUE', 'yes', '0', '', null, undefined].map(isForceFacebook)).toEqual([false, false, false, false, false, false]);
  });

  test('providers and outcomes are read from a closed list', () => {
    expect([toSocialProvider('google'), toSocialProvider('facebook'), toSocialProvider('twitter'), toSocialProvider('__proto__')]).toEqual(['google', 'facebook', null, null]);
    expect([toSocialOutcome('denied'), toSocialOutcome('toString'), toSocialOutcome(undefined)]).toEqual(['denied', null, null]);
    expect(callbackPath('google')).toBe('/api/auth/oauth/google/callback');
  });

  test('only Google is trusted to vouch for a returning e-mail', () => {
    expect(PROVIDER_DEFAULTS.google.trustsVerifiedEmail).toBe(true);
    expect(PROVIDER_DEFAULTS.facebook.trustsVerifiedEmail).toBe(false);
    expect(PROVIDER_DEFAULTS.google.scopes.split(' ')).toEqual(expect.arrayContaining(['openid', 'email']));
  });

  test('the timeline names the provider of a sign-up', () => {
    expect(activityWords({ type: 'sign-up-partial', data: { provider: 'google' }, property: null })).toBe('Started signing up with Google');
    expect(activityWords({ type: 'sign-up', data: { signUpType: 'visitHouse', provider: 'facebook' }, property: null })).toMatch(/^Signed up \(.+\) with Facebook$/);
    expect(activityWords({ type: 'sign-up-partial', data: { provider: 'other' }, property: null })).toBe('Started signing up');
  });
});
