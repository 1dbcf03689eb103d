import { agentDetailsTarget, withAgentDetails, withoutAgentDetails } from '@/lib/agents/details-hash';

const at = (path: string) => new URL(path, 'https://homes.example');

describe('the #agent-details URL (SPEC §2 hash fragments)', () => {
  test('open on an agent keeps the other query parameters; closing drops hash and agent', () => {
    const open = withAgentDetails(at('/company-agents?agentSite=jane-doe'), 12);
    expect(open).toBe('/company-agents?agentSite=jane-doe&agent=12#agent-details');
    expect(agentDetailsTarget(at(open))).toBe(12);
    expect(withoutAgentDetails(at(open))).toBe('/company-agents?agentSite=jane-doe');
    expect(withoutAgentDetails(at('/company-agents?agent=3#agent-details'))).toBe('/company-agents');
  });

  test('no modal without the hash or with a bad id', () => {
    for (const path of ['/company-agents?agent=12', '/company-agents#agent-details', '/company-agents?agent=abc#agent-details', '/company-agents?agent=0#agent-details', '/company-agents?agent=12#filters']) {
      expect(agentDetailsTarget(at(path))).toBeNull();
    }
  });
});
