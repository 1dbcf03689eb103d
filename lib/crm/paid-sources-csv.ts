import { reportCsv } from './reports/csv';
import type { ReportColumn } from './reports/types';
import type { PaidSourcesAnswer } from './paid-sources-types';

const COLUMNS: ReportColumn[] = [
  { key: 'name', header: 'Paid source', kind: 'text' },
  { key: 'matches', header: 'Lead sources matched', kind: 'text' },
  { key: 'active', header: 'Active', kind: 'text' },
  { key: 'budget', header: 'Budget ($)', kind: 'count' },
  { key: 'spend', header: 'Spend ($)', kind: 'count' },
  { key: 'leads', header: 'Leads', kind: 'count' },
  { key: 'costPerLead', header: 'Cost per lead ($)', kind: 'count' },
  { key: 'appointments', header: 'Appointments', kind: 'count' },
  { key: 'costPerAppointment', header: 'Cost per appointment ($)', kind: 'count' },
  { key: 'closed', header: 'Closed', kind: 'count' },
];

const dollars = (cents: number | null) => (cents === null ? null : cents / 100);

/**
 * The booster's table as CSV, the same figures as the screen (dollars as plain numbers a
 * spreadsheet can add up; a missing cost per lead is an empty cell), and a total line. Cells go
 * through the reports' formula-safe writer: a source named "=HYPERLINK(…)" stays text.
 */
export function paidSourcesCsv(answer: PaidSourcesAnswer): { filename: string; body: string } {
  const rows = answer.sources.map((s) => ({
    name: s.name, matches: s.matchSources.join('; '), active: s.active ? 'yes' : 'no',
    budget: dollars(s.budgetCents), spend: dollars(s.spendCents), leads: s.leads, costPerLead: dollars(s.costPerLeadCents),
    appointments: s.appointments, costPerAppointment: dollars(s.costPerAppointmentCents), closed: s.closed,
  }));
  const t = answer.totals;
  rows.push({
    name: 'Total', matches: '', active: '', budget: dollars(t.budgetCents), spend: dollars(t.spendCents), leads: t.leads,
    costPerLead: dollars(t.costPerLeadCents), appointments: t.appointments, costPerAppointment: dollars(t.costPerAppointmentCents), closed: t.closed,
  });
  return { filename: `paid-sources-${answer.range.from}-to-${answer.range.to}.csv`, body: reportCsv(COLUMNS, rows) };
}
