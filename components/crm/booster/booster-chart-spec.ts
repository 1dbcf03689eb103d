import { dollars, type PaidSourcesAnswer } from '@/lib/crm/paid-sources-types';

export interface BoosterChartSpec {
  labels: string[];
  spend: number[];
  leads: number[];
  /** The chart in a sentence, for a screen reader (the table has every figure). */
  summary: string;
}

const short = (text: string, max = 24) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export function boosterChartSpec(answer: PaidSourcesAnswer): BoosterChartSpec {
  const rows = answer.sources.filter((s) => s.active || s.spendCents > 0 || s.leads > 0);
  const parts = rows.map((s) => `${s.name} ${dollars(s.spendCents)} for ${s.leads} leads (${s.costPerLeadCents === null ? 'no cost per lead' : `${dollars(s.costPerLeadCents)} each`})`);
  return {
    labels: rows.map((s) => short(s.name)),
    spend: rows.map((s) => s.spendCents / 100),
    leads: rows.map((s) => s.leads),
    summary: `Spend and leads per paid source from ${answer.range.from} to ${answer.range.to}: ${parts.length ? parts.join('; ') : 'no paid sources'}.`,
  };
}
