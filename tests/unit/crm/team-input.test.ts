import { parseTeamFilters, teamHref, filterTeam } from '@/components/crm/agents/team-filters';
import { inviteBody, setPasswordBody, teamPatchBody, teamQuery } from '@/lib/crm/team-input';
import { teamStatusOf, type TeamMember } from '@/lib/crm/team-types';

const fieldOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) => result.error?.issues[0]?.path[0];

describe('team input', () => {
  test('an invite is trimmed, its phone made E.164; each bad field is named', () => {
    expect(inviteBody.parse({ email: ' a@b.co ', firstName: ' Ann ', lastName: 'Lee', type: 'lender', phone: '(631) 555-0100' })).toEqual({ email: 'a@b.co', firstName: 'Ann', lastName: 'Lee', type: 'lender', phone: '+16315550100' });
    expect(inviteBody.parse({ email: 'a@b.co', firstName: 'A', lastName: 'B', type: 'agent', phone: '' }).phone).toBeNull();
    for (const [change, field] of [[{ email: 'nope' }, 'email'], [{ type: 'boss' }, 'type'], [{ firstName: ' ' }, 'firstName'], [{ phone: '5' }, 'phone'], [{ isAdmin: 1 }, 'isAdmin']] as const) {
      expect(fieldOf(inviteBody.safeParse({ email: 'a@b.co', firstName: 'A', lastName: 'B', type: 'agent', ...change }))).toBe(field);
    }
  });

  test('a patch: site lower-cased and checked, bio normalised, isActive only on its own, reassignTo only when switching off', () => {
    expect(teamPatchBody.parse({ site: ' Jane-Doe ', bio: 'a\r\nb ' })).toEqual({ site: 'jane-doe', bio: 'a\nb' });
    expect(teamPatchBody.parse({ site: '', bio: '  ' })).toEqual({ site: null, bio: null });
    expect(fieldOf(teamPatchBody.safeParse({ site: 'jane--doe' }))).toBe('site');
    expect(fieldOf(teamPatchBody.safeParse({ site: 'x'.repeat(61) }))).toBe('site');
    expect(fieldOf(teamPatchBody.safeParse({ bio: 'x'.repeat(2001) }))).toBe('bio');
    expect(fieldOf(teamPatchBody.safeParse({ isActive: false, type: 'agent' }))).toBe('isActive');
    expect(fieldOf(teamPatchBody.safeParse({ isActive: true, reassignTo: 4 }))).toBe('reassignTo');
    expect(fieldOf(teamPatchBody.safeParse({ isActive: false, reassignTo: 2 ** 31 }))).toBe('reassignTo');
    expect(teamPatchBody.parse({ isActive: false, reassignTo: null })).toEqual({ isActive: false, reassignTo: null });
  });

  test('list query and set-password body', () => {
    expect(teamQuery.parse({ type: '', status: '' })).toEqual({ type: '', status: '' });
    expect(teamQuery.safeParse({ status: 'gone' }).success).toBe(false);
    expect(fieldOf(setPasswordBody.safeParse({ token: 't', password: 'short' }))).toBe('password');
    expect(fieldOf(setPasswordBody.safeParse({ token: '', password: 'long enough' }))).toBe('token');
  });
});

describe('team screen state', () => {
  test('status of a row', () => {
    expect([teamStatusOf(false, true), teamStatusOf(true, false), teamStatusOf(true, true)]).toEqual(['deactivated', 'invited', 'active']);
  });

  test('URL filters: unknown values are no filter, and round-trip', () => {
    expect(parseTeamFilters({ type: 'lender', status: 'invited' })).toEqual({ type: 'lender', status: 'invited' });
    expect(parseTeamFilters({ type: ['boss'], status: 'x' })).toEqual({ type: null, status: null });
    expect(teamHref({ type: 'realtor', status: null })).toBe('/agents?type=realtor');
    expect(teamHref({ type: null, status: null })).toBe('/agents');
    const members = [{ type: 'agent', status: 'active' }, { type: 'lender', status: 'invited' }] as TeamMember[];
    expect(filterTeam(members, { type: 'lender', status: null })).toHaveLength(1);
    expect(filterTeam(members, { type: null, status: 'deactivated' })).toHaveLength(0);
  });
});
