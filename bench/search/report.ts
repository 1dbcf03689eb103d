/** Tables and budget checks for `npm run bench:search` (budgets: docs/performance.md, issue 3). */
import { CALLS, type CallGroup } from './calls';
import type { Engine } from './prepare';
import type { Timing } from './stats';

export interface CallResult {
  bare: Timing;
  bareOutcome: string;
  http: Timing | null;
  httpOutcome: string | null;
}

export interface SizeResult {
  size: number;
  loadSeconds: number;
  calls: Record<string, CallResult>;
  /** GET /api/company/settings on the same server: the fixed cost of any API call. */
  apiFloor: Timing | null;
  /** Why there are no HTTP figures, when there are none. */
  httpSkipped: string | null;
}

interface Budget {
  engine: Engine;
  size: number;
  groups: CallGroup[];
  p95: number;
}

/** p95 budgets in ms; they are for the API call, and a bare figure over one means the API cannot meet it either. */
const BUDGETS: Budget[] = [
  { engine: 'pglite', size: 100_000, groups: ['list', 'suggestions'], p95: 20 },
  { engine: 'pglite', size: 100_000, groups: ['clusters'], p95: 30 },
  { engine: 'postgres', size: 100_000, groups: ['list', 'suggestions'], p95: 12 },
  { engine: 'postgres', size: 100_000, groups: ['clusters'], p95: 20 },
  { engine: 'postgres', size: 1_000_000, groups: ['list', 'suggestions', 'clusters'], p95: 60 },
];
/** The API may cost at most this multiple of its bare SQL (median). */
export const MAX_HTTP_RATIO = 1.5;

function budgetFor(engine: Engine, size: number, group: CallGroup): number | null {
  return BUDGETS.find((b) => b.engine === engine && b.size === size && b.groups.includes(group))?.p95 ?? null;
}

const ms = (v: number) => (v < 10 ? v.toFixed(1) : v.toFixed(0));
const sizeLabel = (size: number) => (size >= 1_000_000 ? `${size / 1_000_000}M` : `${size / 1000}k`);

/** "median/p95", the p95 marked with ! when over budget. */
function cell(t: Timing | null, budget: number | null): string {
  if (!t) return '–';
  return `${ms(t.median)}/${ms(t.p95)}${budget !== null && t.p95 > budget ? '!' : ''}`;
}

function ratioCell(r: CallResult): string {
  if (!r.http) return '–';
  const ratio = r.http.median / r.bare.median;
  return `${ratio.toFixed(2)}×${ratio > MAX_HTTP_RATIO ? '!' : ''}`;
}

/** One table per engine: rows are calls, columns size × (bare, HTTP, ratio). */
export function printTable(engine: Engine, results: SizeResult[]): void {
  const header = ['call', ...results.flatMap((r) => [`${sizeLabel(r.size)} bare`, `${sizeLabel(r.size)} HTTP`, 'ratio'])];
  const rows = CALLS.map((call) => [
    call.name,
    ...results.flatMap((r) => {
      const c = r.calls[call.name];
      const budget = budgetFor(engine, r.size, call.group);
      return c ? [cell(c.bare, budget), cell(c.http, budget), ratioCell(c)] : ['–', '–', '–'];
    }),
  ]);
  const floorRow = ['API floor (settings)', ...results.flatMap((r) => ['', cell(r.apiFloor, null), ''])];
  const loadRow = ['load (s)', ...results.flatMap((r) => [r.loadSeconds.toFixed(0), '', ''])];
  const table = [header, ...rows, floorRow, loadRow];
  const widths = header.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
  const line = (row: string[]) => row.map((text, i) => (i === 0 ? text.padEnd(widths[i]!) : text.padStart(widths[i]!))).join('  ');
  console.log(`\n${engine === 'pglite' ? 'PGlite' : 'PostgreSQL'}: median/p95 ms over the runs (! = over budget), ratio = HTTP median / bare median`);
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of table.slice(1)) console.log(line(row));
  for (const r of results) if (r.httpSkipped) console.log(`  ${sizeLabel(r.size)}: no HTTP figures (${r.httpSkipped})`);
}

/** Every missed budget and every call whose two halves found different things, in words. */
export function problems(engine: Engine, results: SizeResult[]): string[] {
  const found: string[] = [];
  for (const r of results) {
    for (const call of CALLS) {
      const c = r.calls[call.name];
      if (!c) continue;
      const where = `${engine} ${sizeLabel(r.size)} ${call.name}`;
      const budget = budgetFor(engine, r.size, call.group);
      for (const [half, t] of [['bare', c.bare], ['HTTP', c.http]] as const) {
        if (t && budget !== null && t.p95 > budget) found.push(`${where}: ${half} p95 ${ms(t.p95)} ms > ${budget} ms (${(t.p95 / budget).toFixed(1)}× the budget)`);
      }
      if (c.http && c.http.median / c.bare.median > MAX_HTTP_RATIO) {
        found.push(`${where}: HTTP median ${ms(c.http.median)} ms is ${(c.http.median / c.bare.median).toFixed(2)}× bare ${ms(c.bare.median)} ms (> ${MAX_HTTP_RATIO}×)`);
      }
      if (c.httpOutcome !== null && c.httpOutcome !== c.bareOutcome) found.push(`${where}: bare found "${c.bareOutcome}", HTTP "${c.httpOutcome}"`);
    }
  }
  return found;
}
