import { monthlyPayment } from '@/lib/property/mortgage';

describe('mortgage calculator', () => {
  it('matches hand-computed amortisation', () => {
    // $500,000, 20% down → $400,000 at 6% for 30 years: r = 0.005, n = 360,
    // 400000 × 0.005 / (1 − 1.005^−360) = 2398.20; taxes 12000/12 = 1000; HOA 150.
    expect(monthlyPayment({ price: 500000, downPaymentPercent: 20, ratePercent: 6, termYears: 30, yearlyTaxes: 12000, monthlyHoa: 150 })).toEqual({
      loan: 400000, principalAndInterest: 2398.2, taxes: 1000, hoa: 150, total: 3548.2,
    });
    // $300,000, 10% down → $270,000 at 5% for 15 years: r = 0.0041667, n = 180 → 2135.14.
    expect(monthlyPayment({ price: 300000, downPaymentPercent: 10, ratePercent: 5, termYears: 15, yearlyTaxes: 0, monthlyHoa: 0 }).principalAndInterest).toBe(2135.14);
  });
  it('a zero rate is the loan over the months; out-of-range inputs are clamped', () => {
    expect(monthlyPayment({ price: 360000, downPaymentPercent: 0, ratePercent: 0, termYears: 30, yearlyTaxes: 0, monthlyHoa: 0 }).principalAndInterest).toBe(1000);
    expect(monthlyPayment({ price: 100000, downPaymentPercent: 150, ratePercent: 6, termYears: 30, yearlyTaxes: -5, monthlyHoa: -1 })).toEqual({
      loan: 0, principalAndInterest: 0, taxes: 0, hoa: 0, total: 0,
    });
  });
});
