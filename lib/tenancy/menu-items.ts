/** The menu entries that depend on who is looking (SPEC §2 Menu), after the company's own links. */
export type UserMenuItem =
  | { kind: 'favorites'; count: number }
  | { kind: 'savedSearches' }
  | { kind: 'logIn' }
  | { kind: 'logOut' };

export function userMenuItems(state: {
  userAuthorized: boolean;
  agentAuthorized: boolean;
  favouritesCount: number;
  eAlertsCount: number;
}): UserMenuItem[] {
  const items: UserMenuItem[] = [];
  if (state.userAuthorized && state.favouritesCount > 0) items.push({ kind: 'favorites', count: state.favouritesCount });
  if (state.userAuthorized && state.eAlertsCount > 0) items.push({ kind: 'savedSearches' });
  if (state.userAuthorized) items.push({ kind: 'logOut' });
  else if (!state.agentAuthorized) items.push({ kind: 'logIn' });
  return items;
}
