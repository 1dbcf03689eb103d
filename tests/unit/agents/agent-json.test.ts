import { agentJson, agentUrl, compareAgents, type AgentRow } from '@/lib/agents/agent-json';
import { agentPathId, isAgentPagePath } from '@/lib/agents/agent-path';
import { agentJsonLd } from '@/lib/agents/json-ld';

const row = (overrides: Partial<AgentRow> = {}): AgentRow => ({
  id: 7, type: 'agent', firstName: 'Sofia', lastName: "O'Brien", title: 'Buyer Specialist', email: 'sofia@example.com',
  phone: '+16315550102', primaryPhone: null, photoUrl: '/images/agents/a.png', ...overrides,
});

describe('agentJson', () => {
  test('DESIGN §4 URL, SPEC §5 phone, nothing beyond the public fields', () => {
    expect(agentJson(row())).toEqual({
      id: 7, type: 'agent', name: "Sofia O'Brien", firstName: 'Sofia', lastName: "O'Brien", title: 'Buyer Specialist', photo: '/images/agents/a.png',
      phone: '(631) 555-0102', phoneHref: 'tel:+16315550102', email: 'sofia@example.com', url: '/agent-page/sofia-o-brien/7',
    });
  });

  test('the primary phone wins; no phone at all is null, not an empty link', () => {
    expect(agentJson(row({ primaryPhone: '631-555-0199' })).phone).toBe('(631) 555-0199');
    expect(agentJson(row({ phone: null })).phoneHref).toBeNull();
  });

  test('a name with nothing sluggable still gives a working URL', () => {
    expect(agentUrl(3, '李 王')).toBe('/agent-page/agent/3');
  });

  test('brokers first, lenders last, then by last and first name', () => {
    const sorted = [row({ id: 1, type: 'lender', lastName: 'A' }), row({ id: 2, type: 'agent', lastName: 'B' }), row({ id: 3, type: 'broker', lastName: 'Z' }), row({ id: 4, type: 'agent', lastName: 'A' })].sort(compareAgents);
    expect(sorted.map((a) => a.id)).toEqual([3, 4, 2, 1]);
  });
});

describe('agentPathId', () => {
  test.each([
    ['/agent-page/sofia-o-brien/7', 7],
    ['/agent-page/7', 7],
    ['/agent-page/x/7/', 7],
    ['/agent-page/x/abc', null],
    ['/agent-page/x/0', null],
    ['/agent-page/a/b/7', null],
    ['/agent-page', null],
  ])('%s → %s', (path, id) => {
    expect(agentPathId(path)).toBe(id);
  });

  test('only /agent-page and below', () => {
    expect(isAgentPagePath('/agent-pages/1')).toBe(false);
    expect(isAgentPagePath('/agent-page/x/1')).toBe(true);
  });
});

test('RealEstateAgent JSON-LD with absolute URLs', () => {
  const ld = agentJsonLd({ base: 'https://h.example', url: '/agent-page/a/1', name: 'A B', title: null, photo: '/images/agents/a.png', phone: null, email: 'a@b.c', company: 'Co' });
  expect(ld).toMatchObject({ '@type': 'RealEstateAgent', url: 'https://h.example/agent-page/a/1', image: 'https://h.example/images/agents/a.png', worksFor: { name: 'Co' } });
  expect(ld).not.toHaveProperty('jobTitle');
  expect(ld).not.toHaveProperty('telephone');
});
