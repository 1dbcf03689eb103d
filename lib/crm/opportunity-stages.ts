/**
 * The pipeline's words and the board's pure arithmetic (DESIGN §9 /opportunities). Plain code:
 * the server, the board and tests use it. The stage list itself lives in the schema
 * (OPPORTUNITY_STAGES); this record must name each one, so TypeScript keeps the two in step.
 */
import type { OpportunityBoard, OpportunityCard, OpportunityStage, StageTotals } from './opportunity-types';
import { formatter } from '@/lib/format/formatter';

const STAGE_LABELS: Record<OpportunityStage, string> = {
  qualified: 'Qualified',
  showing: 'Showing',
  offer: 'Offer',
  under_contract: 'Under contract',
  closed_won: 'Closed won',
  closed_lost: 'Closed lost',
};

/** The board's columns, left to right. */
export const BOARD_STAGES = Object.keys(STAGE_LABELS) as OpportunityStage[];

export const isOpportunityStage = (value: unknown): value is OpportunityStage => typeof value === 'string' && Object.hasOwn(STAGE_LABELS, value);

export const opportunityStageLabel = (stage: unknown): string => (isOpportunityStage(stage) ? STAGE_LABELS[stage] : String(stage));

/** Won and lost deals are done: their close date is no longer something to chase. */
export const isClosedStage = (stage: OpportunityStage): boolean => stage === 'closed_won' || stage === 'closed_lost';

/** "$1,250,000": whole dollars, as agents read them. */
export const formatDollars = (value: number): string => formatter.number(value, 'price');

/** Compact for a column head ("$12.4M", "$850K"). */
export function formatDollarsShort(value: number): string {
  if (value >= 1_000_000_000) return `$${trim(value / 1_000_000_000)}B`;
  if (value >= 1_000_000) return `$${trim(value / 1_000_000)}M`;
  if (value >= 10_000) return `$${Math.round(value / 1000)}K`;
  return formatDollars(value);
}
const trim = (n: number) => (n >= 100 ? Math.round(n).toString() : n.toFixed(1).replace(/\.0$/, ''));

/** An open deal whose expected close day (YYYY-MM-DD) is before today (YYYY-MM-DD, the company's day). */
export const isOverdue = (card: Pick<OpportunityCard, 'stage' | 'expectedCloseAt'>, today: string): boolean =>
  !isClosedStage(card.stage) && card.expectedCloseAt < today;

/** "Nov 30, 2026" for a YYYY-MM-DD day, the same in every time zone. */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  return formatter.dateTime(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))), 'day');
}

export const emptyTotals = (): StageTotals =>
  Object.fromEntries(BOARD_STAGES.map((s) => [s, { count: 0, sum: 0 }])) as StageTotals;

/**
 * The board after moving one card to the end of another column, totals adjusted: what the
 * screen shows while the PATCH is under way (and drops again if it fails). A card not on the
 * board, or already in that column, leaves it as it was.
 */
export function moveCardOnBoard(board: OpportunityBoard, id: number, to: OpportunityStage): OpportunityBoard {
  const card = board.data.find((c) => c.id === id);
  if (!card || card.stage === to) return board;
  const totals = { ...board.meta.totals };
  const from = card.stage;
  totals[from] = { count: Math.max(0, totals[from].count - 1), sum: Math.max(0, totals[from].sum - card.value) };
  totals[to] = { count: totals[to].count + 1, sum: totals[to].sum + card.value };
  const last = Math.max(-1, ...board.data.filter((c) => c.stage === to).map((c) => c.position));
  const moved: OpportunityCard = { ...card, stage: to, position: last + 1 };
  return { data: [...board.data.filter((c) => c.id !== id), moved], meta: { ...board.meta, totals } };
}

/** A column's cards in board order (position, then id). */
export const columnCards = (board: OpportunityBoard, stage: OpportunityStage): OpportunityCard[] =>
  board.data.filter((c) => c.stage === stage).sort((a, b) => a.position - b.position || a.id - b.id);
