/** One held-out sale of `npm run bench:estimate`. */
export interface Trial {
  actual: number;
  estimate: number | null;
  low: number | null;
  high: number | null;
  /** The seed's fair value of the home (an oracle no valuation can know), when recoverable. */
  oracle: number | null;
  type: string;
}

const pct = (n: number, of: number) => (of === 0 ? '–' : `${((100 * n) / of).toFixed(1)}%`);
const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length ? (s[Math.floor((s.length - 1) / 2)]! + s[Math.ceil((s.length - 1) / 2)]!) / 2 : NaN;
};
const ape = (estimate: number, actual: number) => Math.abs(estimate - actual) / actual;

function line(label: string, errors: number[], total: number): string {
  const within = (x: number) => pct(errors.filter((e) => e <= x).length, errors.length);
  return `${label.padEnd(34)} ${String(errors.length).padStart(5)}/${String(total).padEnd(5)} median error ${(100 * median(errors)).toFixed(1).padStart(5)}%   within 5% ${within(0.05).padStart(6)}   within 10% ${within(0.1).padStart(6)}   within 20% ${within(0.2).padStart(6)}`;
}

export function summarise(trials: Trial[], ms: { query: number; valuation: number }, log: (line: string) => void): void {
  const valued = trials.filter((t) => t.estimate !== null);
  log(`valued ${valued.length} of ${trials.length} homes sold in the last 12 months (${pct(valued.length, trials.length)}); per home: market query ${(ms.query / Math.max(1, trials.length)).toFixed(1)} ms, valuation ${(ms.valuation / Math.max(1, trials.length)).toFixed(1)} ms`);
  log(line('valuation (all types)', valued.map((t) => ape(t.estimate!, t.actual)), trials.length));
  const homes = valued.filter((t) => t.type !== 'll');
  log(line('valuation (homes, not land)', homes.map((t) => ape(t.estimate!, t.actual)), trials.filter((t) => t.type !== 'll').length));
  const land = valued.filter((t) => t.type === 'll');
  log(line('valuation (land)', land.map((t) => ape(t.estimate!, t.actual)), trials.filter((t) => t.type === 'll').length));
  const ranged = valued.filter((t) => t.low !== null && t.high !== null);
  log(`sale inside the low–high range: ${pct(ranged.filter((t) => t.actual >= t.low! && t.actual <= t.high!).length, ranged.length)}; median range width ${(100 * median(ranged.map((t) => (t.high! - t.low!) / t.estimate!))).toFixed(1)}% of the value`);
  const oracle = trials.filter((t) => t.oracle !== null);
  log(line('oracle: the seed\'s fair value', oracle.map((t) => ape(t.oracle!, t.actual)), trials.length));
}
