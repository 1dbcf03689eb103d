/**
 * The mortgage calculator's arithmetic (issue 5): a fixed-rate loan's monthly principal and
 * interest by the standard amortisation formula, plus a twelfth of the yearly property tax and
 * the monthly HOA fee. Pure; amounts in dollars, rates in percent.
 */
export interface MortgageInput {
  price: number;
  downPaymentPercent: number;
  ratePercent: number;
  termYears: number;
  yearlyTaxes: number;
  monthlyHoa: number;
}

export interface MortgagePayment {
  loan: number;
  principalAndInterest: number;
  taxes: number;
  hoa: number;
  total: number;
}

/** Suffolk County's effective property tax rate is about 2% of value a year: the starting guess for taxes. */
export const DEFAULT_TAX_RATE = 0.02;
export const DEFAULT_DOWN_PAYMENT_PERCENT = 20;
export const DEFAULT_RATE_PERCENT = 6.5;
export const TERMS_YEARS = [30, 20, 15, 10] as const;

const cents = (n: number) => Math.round(n * 100) / 100;

export function monthlyPayment(input: MortgageInput): MortgagePayment {
  const price = Math.max(0, input.price);
  const down = Math.min(100, Math.max(0, input.downPaymentPercent));
  const loan = price * (1 - down / 100);
  const months = Math.max(1, Math.round(input.termYears * 12));
  const r = Math.max(0, input.ratePercent) / 100 / 12;
  const principalAndInterest = r === 0 ? loan / months : (loan * r) / (1 - (1 + r) ** -months);
  const taxes = Math.max(0, input.yearlyTaxes) / 12;
  const hoa = Math.max(0, input.monthlyHoa);
  return { loan: cents(loan), principalAndInterest: cents(principalAndInterest), taxes: cents(taxes), hoa: cents(hoa), total: cents(principalAndInterest + taxes + hoa) };
}
