import { agentLink } from '@/lib/agents/agent-link';

describe('agentLink (SPEC §2 agent URL generator)', () => {
  const origin = 'https://homes.example';
  test('any page of the site, with agentSite added or replaced, the hash kept', () => {
    expect(agentLink(origin, '/real-estate/riverhead-ny', 'jane-doe')).toBe('https://homes.example/real-estate/riverhead-ny?agentSite=jane-doe');
    expect(agentLink(origin, ' /properties?minbeds=3&agentSite=old#filters ', 'jane-doe')).toBe('https://homes.example/properties?minbeds=3&agentSite=jane-doe#filters');
  });
  test('only paths on this site', () => {
    for (const page of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'real-estate', '']) expect(agentLink(origin, page, 'jane-doe')).toBeNull();
  });
});
