import { activityWords } from '@/lib/crm/activity-words';
import { boardQuery, boardQueryString, createOpportunityBody, parseBoardQueryLeniently, patchOpportunityBody } from '@/lib/crm/opportunity-input';
import { BOARD_STAGES, columnCards, emptyTotals, formatDay, formatDollars, formatDollarsShort, isOverdue, moveCardOnBoard, opportunityStageLabel } from '@/lib/crm/opportunity-stages';
import type { OpportunityBoard, OpportunityCard } from '@/lib/crm/opportunity-types';
import { OPPORTUNITY_STAGES } from '@/lib/db/schema/opportunities';

const card = (id: number, stage: OpportunityCard['stage'], value: number, position = 0): OpportunityCard => ({
  id, leadId: id, propertyId: null, stage, value, expectedCloseAt: '2026-12-01', position,
  lead: { id, fullName: `Lead ${id}` }, property: null, agent: null, closedAt: null, updatedAt: '2026-11-25T00:00:00.000Z',
});

describe('the pipeline', () => {
  it('has the schema\'s stages, in board order, with words for each', () => {
    expect(BOARD_STAGES).toEqual([...OPPORTUNITY_STAGES]);
    expect(BOARD_STAGES.map(opportunityStageLabel)).toEqual(['Qualified', 'Showing', 'Offer', 'Under contract', 'Closed won', 'Closed lost']);
  });

  it('formats money and days', () => {
    expect(formatDollars(1250000)).toBe('$1,250,000');
    expect(formatDollarsShort(12_400_000)).toBe('$12.4M');
    expect(formatDollarsShort(850_000)).toBe('$850K');
    expect(formatDollarsShort(999)).toBe('$999');
    expect(formatDollarsShort(10_000_000_000)).toBe('$10B');
    expect(formatDay('2026-11-30')).toBe('Nov 30, 2026');
  });

  it('marks open deals past their close day overdue, never closed ones', () => {
    expect(isOverdue({ stage: 'offer', expectedCloseAt: '2026-11-24' }, '2026-11-25')).toBe(true);
    expect(isOverdue({ stage: 'offer', expectedCloseAt: '2026-11-25' }, '2026-11-25')).toBe(false);
    expect(isOverdue({ stage: 'closed_won', expectedCloseAt: '2026-01-01' }, '2026-11-25')).toBe(false);
  });

  it('moves a card to the end of another column and its value with it', () => {
    const totals = emptyTotals();
    totals.offer = { count: 2, sum: 900 };
    totals.under_contract = { count: 1, sum: 50 };
    const board: OpportunityBoard = { data: [card(1, 'offer', 400), card(2, 'offer', 500, 1), card(3, 'under_contract', 50, 7)], meta: { totals, perStage: 200 } };
    const moved = moveCardOnBoard(board, 1, 'under_contract');
    expect(moved.meta.totals.offer).toEqual({ count: 1, sum: 500 });
    expect(moved.meta.totals.under_contract).toEqual({ count: 2, sum: 450 });
    expect(columnCards(moved, 'under_contract').map((c) => [c.id, c.position])).toEqual([[3, 7], [1, 8]]);
    expect(board.meta.totals.offer).toEqual({ count: 2, sum: 900 });
    expect(moveCardOnBoard(board, 1, 'offer')).toBe(board);
    expect(moveCardOnBoard(board, 99, 'offer')).toBe(board);
  });
});

describe('the pipeline input', () => {
  it('takes a deal and names the bad field', () => {
    expect(createOpportunityBody.parse({ leadId: 4, value: 500000, expectedCloseAt: '2027-01-31' })).toMatchObject({ stage: 'qualified' });
    const bad = (body: unknown) => Object.keys(createOpportunityBody.safeParse(body).error?.flatten().fieldErrors ?? {});
    expect(bad({ leadId: 4, value: -1, expectedCloseAt: '2027-01-31' })).toEqual(['value']);
    expect(bad({ leadId: 4, value: 1e10 + 1, expectedCloseAt: '2027-01-31' })).toEqual(['value']);
    expect(bad({ leadId: 4, value: 1.5, expectedCloseAt: '2027-01-31' })).toEqual(['value']);
    expect(bad({ leadId: 4, value: 1e10, expectedCloseAt: '2027-02-30' })).toEqual(['expectedCloseAt']);
    expect(bad({ leadId: 4, value: 1, expectedCloseAt: '1999-12-31' })).toEqual(['expectedCloseAt']);
    expect(bad({ leadId: 2 ** 31, value: 1, expectedCloseAt: '2027-01-01', stage: 'won' })).toEqual(['leadId', 'stage']);
    expect(bad({ leadId: 1, value: 1, expectedCloseAt: '2027-01-01', note: 'a\u0000b' })).toEqual(['note']);
    expect(Object.keys(patchOpportunityBody.safeParse({ position: 100_001 }).error?.flatten().fieldErrors ?? {})).toEqual(['position']);
  });

  it('reads the board URL, dropping what does not parse', () => {
    expect(boardQuery.parse({ agentId: '7', stage: 'offer,showing,offer', q: '  main ' })).toEqual({ agentId: 7, stage: ['offer', 'showing'], q: 'main' });
    expect(boardQuery.safeParse({ agentId: '99999999999' }).success).toBe(false);
    expect(boardQuery.safeParse({ stage: 'offer,nope' }).success).toBe(false);
    expect(parseBoardQueryLeniently({ agentId: 'x', stage: 'offer', q: '' })).toEqual({ stage: ['offer'] });
    expect(boardQueryString({ agentId: 3, stage: ['offer'], q: 'a b' })).toBe('agentId=3&stage=offer&q=a+b');
  });
});

describe('the timeline words of a card move', () => {
  it('says which deal moved where, and tells a lead stage change apart', () => {
    expect(activityWords({ type: 'stage', data: { opportunityId: 3, from: 'offer', to: 'under_contract', value: 650000 }, property: { address: '12 Main St' } }))
      .toBe('Opportunity at 12 Main St moved from Offer to Under contract ($650,000)');
    expect(activityWords({ type: 'stage', data: { opportunityId: 3, from: null, to: 'qualified' } })).toBe('Opportunity opened at Qualified');
    expect(activityWords({ type: 'stage', data: { from: 'new', to: 'active' } })).toBe('Stage changed from New to Active');
  });
});
