/** Figures as the /ab screen writes them. */
export const percent = (value: number, digits = 1) => `${(value * 100).toFixed(digits)}%`;
export const signedPercent = (value: number) => `${value > 0 ? '+' : ''}${(value * 100).toFixed(1)}%`;
export const pValueText = (p: number) => (p < 0.001 ? 'p < 0.001' : `p = ${p.toFixed(3)}`);
export { formatCount as count } from '@/lib/format/formatter';
