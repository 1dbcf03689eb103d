import { grants, keyRefusal, requiredScope } from '@/lib/integrations/key-scopes';

describe('integration key scopes (DESIGN §11)', () => {
  test.each([
    ['GET', '/api/crm/leads', 'lead.profile.read'],
    ['GET', '/api/crm/leads/12/activities', 'lead.profile.read'],
    ['PATCH', '/api/crm/leads/12', 'lead.profile'],
    ['POST', '/api/crm/leads', 'lead.profile'],
    ['POST', '/api/crm/leads/12/notes', 'lead.profile'],
    ['GET', '/api/crm/agents', 'user.profile.read'],
    ['PATCH', '/api/crm/agents/3', 'user.profile'],
    ['GET', '/api/crm/leads/', 'lead.profile.read'],
  ])('%s %s needs %s', (method, path, scope) => expect(requiredScope(method, path)).toBe(scope));

  test.each([
    ['GET', '/api/crm/integrations/keys'], ['POST', '/api/crm/integrations/keys'], ['GET', '/api/crm/inbox'], ['GET', '/api/crm/leadsx'],
    ['GET', '/api/leads/me'], ['GET', '/api/properties'], ['PUT', '/api/crm/lead-flow'], ['GET', '/api/crm/lead-views'], ['GET', '/api/agents'],
  ])('%s %s is refused to every key', (method, path) => {
    expect(requiredScope(method, path)).toBeNull();
    expect(keyRefusal(['lead.profile', 'user.profile'], method, path)).toBe('Integration keys cannot use this call');
  });

  test('a write scope includes its read; a read scope does not write; scopes never cross', () => {
    expect(grants(['lead.profile'], 'lead.profile.read')).toBe(true);
    expect(grants(['lead.profile.read'], 'lead.profile')).toBe(false);
    expect(grants(['user.profile'], 'lead.profile.read')).toBe(false);
    expect(keyRefusal(['lead.profile.read'], 'PATCH', '/api/crm/leads/1')).toBe('This integration key lacks the scope lead.profile');
    expect(keyRefusal(['lead.profile.read'], 'GET', '/api/crm/leads/1')).toBeNull();
  });
});
