import { campaignCreateBody, segmentSchema } from '@/lib/crm/campaign-input';
import { querySegment, segmentLeadsHref, segmentQuery, segmentSummary } from '@/lib/crm/campaign-types';

// The segment is the /leads filter: checked by the list's own schema, stored as JSON, read back as the list's query.
describe('segmentSchema', () => {
  it('takes JSON types and the URL’s spellings alike, leaving out what is off', () => {
    expect(segmentSchema.parse({ stage: ['new', 'nurture'], agentId: 12, tag: 'VIP', hot: true, pond: false, q: '' })).toEqual({ stage: ['new', 'nurture'], agentId: 12, tag: 'VIP', hot: true });
    expect(segmentSchema.parse({ stage: 'new,nurture', agentId: '12', hot: '1' })).toEqual({ stage: ['new', 'nurture'], agentId: 12, hot: true });
    expect(segmentSchema.parse({})).toEqual({});
  });
  it('names the key it refuses', () => {
    const paths = (input: unknown) => (segmentSchema.safeParse(input).error?.issues ?? []).map((i) => i.path.join('.'));
    expect(paths({ colour: 'red' })).toEqual(['colour']);
    expect(paths({ stage: ['dreaming'] })).toEqual(['stage']);
    expect(paths({ agentId: 2 ** 31 })).toEqual(['agentId']);
    expect(paths({ tag: { a: 1 } })).toEqual(['tag']);
    expect(paths({ q: 'a\u0000b' })).toEqual(['q']);
  });
  it('round-trips through the leads list’s query, and reads in words and as a /leads link', () => {
    const segment = { stage: ['new'], tag: 'first-time buyer', pond: true };
    expect(querySegment(segmentQuery(segment))).toEqual(segment);
    expect(segmentLeadsHref(segment)).toBe('/leads?stage=new&tag=first-time+buyer&pond=1');
    expect(segmentSummary(segment)).toBe('stage new · the pond · tag first-time buyer');
    expect(segmentSummary({})).toBe('Every lead');
  });
});

describe('campaignCreateBody', () => {
  const good = { name: 'News', subject: 'Hi {{lead.firstName}}', body: 'Hello {{agent.fullName}}', fromAgentId: 3 };
  it('refuses unknown template fields, naming the ones there are', () => {
    const r = campaignCreateBody.safeParse({ ...good, body: 'Hi {{lead.frstName}}' });
    expect(r.error?.issues[0]).toMatchObject({ path: ['body'], message: expect.stringContaining('{{lead.frstName}}') });
  });
  it('trims and refuses empty text and bodies over the limit', () => {
    expect(campaignCreateBody.safeParse({ ...good, subject: '  ' }).error?.issues[0]?.path).toEqual(['subject']);
    expect(campaignCreateBody.safeParse({ ...good, body: 'x'.repeat(20_001) }).error?.issues[0]?.path).toEqual(['body']);
    expect(campaignCreateBody.parse({ ...good, name: '  News  ' }).name).toBe('News');
  });
});
