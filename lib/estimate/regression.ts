/**
 * Ridge least squares for the market model: small (a few dozen columns, a few thousand
 * rows), so the normal equations solved by Gaussian elimination are exact and fast. The
 * penalty acts on standardised columns and never on the intercept, so a town or type with
 * few sales is pulled toward the average instead of swinging on one sale.
 */

export interface RidgeFit {
  intercept: number;
  coefficients: number[];
  /** Standard deviation of the residuals (the model's typical error). */
  residualSd: number;
}

function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(m[r]![col]!) > Math.abs(m[pivot]![col]!)) pivot = r;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    const p = m[col]![col]!;
    if (Math.abs(p) < 1e-12) continue;
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const f = m[r]![col]! / p;
      if (f === 0) continue;
      for (let c = col; c <= n; c++) m[r]![c]! -= f * m[col]![c]!;
    }
  }
  return m.map((row, i) => (Math.abs(row[i]!) < 1e-12 ? 0 : row[n]! / row[i]!));
}

/** Fits y ≈ intercept + X·β, minimising squared error + lambda·Σ(β·sd)². */
export function fitRidge(x: number[][], y: number[], lambda: number, weights?: number[]): RidgeFit {
  const n = y.length;
  const p = x[0]?.length ?? 0;
  const w = weights ?? new Array<number>(n).fill(1);
  const wSum = w.reduce((s, v) => s + v, 0);
  const mean = new Array<number>(p).fill(0);
  let yMean = 0;
  for (let i = 0; i < n; i++) {
    yMean += (w[i]! * y[i]!) / wSum;
    for (let j = 0; j < p; j++) mean[j]! += (w[i]! * x[i]![j]!) / wSum;
  }
  // Centred normal equations: the intercept drops out and is recovered from the means.
  const xtx = Array.from({ length: p }, () => new Array<number>(p).fill(0));
  const xty = new Array<number>(p).fill(0);
  for (let i = 0; i < n; i++) {
    const row = x[i]!;
    const yi = y[i]! - yMean;
    for (let j = 0; j < p; j++) {
      const xj = (row[j]! - mean[j]!) * w[i]!;
      if (xj === 0) continue;
      xty[j]! += xj * yi;
      for (let k = j; k < p; k++) xtx[j]![k]! += xj * (row[k]! - mean[k]!);
    }
  }
  for (let j = 0; j < p; j++) {
    for (let k = 0; k < j; k++) xtx[j]![k] = xtx[k]![j]!;
    // Σ(x−mean)² is n·variance: penalising β·sd means adding lambda·variance to the diagonal.
    xtx[j]![j]! += lambda * (xtx[j]![j]! / wSum + 1e-9);
  }
  const coefficients = solve(xtx, xty);
  const intercept = yMean - coefficients.reduce((s, b, j) => s + b * mean[j]!, 0);
  let sse = 0;
  for (let i = 0; i < n; i++) {
    const r = y[i]! - intercept - coefficients.reduce((s, b, j) => s + b * x[i]![j]!, 0);
    sse += w[i]! * r * r;
  }
  return { intercept, coefficients, residualSd: Math.sqrt(sse / Math.max(1, wSum - p - 1)) };
}
