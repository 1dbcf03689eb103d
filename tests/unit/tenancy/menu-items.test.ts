import { userMenuItems } from '@/lib/tenancy/menu-items';

const base = { userAuthorized: false, agentAuthorized: false, favouritesCount: 0, eAlertsCount: 0 };
const kinds = (state: typeof base) => userMenuItems(state).map((i) => i.kind);

describe('userMenuItems (SPEC §2 Menu)', () => {
  it('a visitor gets Log In only', () => expect(kinds(base)).toEqual(['logIn']));
  it('counts do not show for a visitor', () => expect(kinds({ ...base, favouritesCount: 3, eAlertsCount: 2 })).toEqual(['logIn']));
  it('a lead with nothing saved gets Log Out only', () => expect(kinds({ ...base, userAuthorized: true })).toEqual(['logOut']));
  it('Favorites needs a count above 0 and carries it', () => {
    expect(userMenuItems({ ...base, userAuthorized: true, favouritesCount: 4 })).toEqual([{ kind: 'favorites', count: 4 }, { kind: 'logOut' }]);
  });
  it('Saved Searches needs at least one e-alert', () => {
    expect(kinds({ ...base, userAuthorized: true, eAlertsCount: 1 })).toEqual(['savedSearches', 'logOut']);
  });
  it('orders Favorites, Saved Searches, Log Out', () => {
    expect(kinds({ ...base, userAuthorized: true, favouritesCount: 1, eAlertsCount: 1 })).toEqual(['favorites', 'savedSearches', 'logOut']);
  });
  it('an agent gets no Log In link', () => expect(kinds({ ...base, agentAuthorized: true })).toEqual([]));
});
