'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { monthlyPayment, TERMS_YEARS, type MortgageInput } from '@/lib/property/mortgage';
import styles from './calculator.module.css';

/** The calculator starts from the listing's price and HOA with the usual loan terms. */
export type CalculatorDefaults = MortgageInput;

type Field = keyof CalculatorDefaults;

function mapFields<A, B>(record: Record<Field, A>, convert: (value: A) => B): Record<Field, B> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, convert(value as A)])) as Record<Field, B>;
}

/** Text as a number: digits, one decimal point, thousands commas allowed; anything else is 0. */
const readNumber = (text: string) => {
  const n = Number(text.replace(/,/g, ''));
  return Number.isFinite(n) ? n : 0;
};

/**
 * The mortgage calculator (issue 5): price, down payment, rate, term, taxes and HOA give the
 * monthly payment, recomputed as the visitor types. A native <dialog> (the platform keeps focus
 * inside and closes on Escape); page scroll is locked while it is open (SPEC §4).
 */
export default function CalculatorDialog({ open, onClose, defaults }: { open: boolean; onClose: () => void; defaults: CalculatorDefaults }) {
  const t = useTranslations('Calculator');
  const format = useFormatter();
  const formatMoney = (n: number) => format.number(n, 'money');
  // The inputs hold what the visitor typed; the payment reads each as a number.
  const [values, setValues] = useState(() => mapFields(defaults, String));
  const payment = monthlyPayment(mapFields(values, readNumber));
  const set = (field: Field) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));
  const input = (field: Exclude<Field, 'termYears'>, label: string, suffix?: string) => (
    <label className={styles.field}>
      <span>{label}</span>
      <span className={styles.inputRow}>
        <input type="text" inputMode="decimal" value={values[field]} onChange={set(field)} name={field} />
        {suffix ? <span aria-hidden="true">{suffix}</span> : null}
      </span>
    </label>
  );

  return (
    <Dialog open={open} onClose={onClose} title={t('title')} closeLabel={t('close')} className={styles.dialog} headClassName={styles.head} data-testid="calculator">
      <div className={styles.fields}>
        {input('price', t('price'), '$')}
        {input('downPaymentPercent', t('downPayment'), '%')}
        {input('ratePercent', t('rate'), '%')}
        <label className={styles.field}>
          <span>{t('term')}</span>
          <select value={values.termYears} onChange={set('termYears')} name="termYears">
            {TERMS_YEARS.map((years) => (
              <option key={years} value={years}>
                {t('years', { years })}
              </option>
            ))}
          </select>
        </label>
        {input('yearlyTaxes', t('taxes'), '$')}
        {input('monthlyHoa', t('hoa'), '$')}
      </div>
      <div className={styles.result} aria-live="polite">
        <p className={styles.total} data-testid="monthly-total">
          {t('monthly', { amount: format.number(payment.total, 'price') })}
        </p>
        <dl>
          <div>
            <dt>{t('principalInterest')}</dt>
            <dd data-testid="principal-interest">{formatMoney(payment.principalAndInterest)}</dd>
          </div>
          <div>
            <dt>{t('taxesMonthly')}</dt>
            <dd>{formatMoney(payment.taxes)}</dd>
          </div>
          <div>
            <dt>{t('hoaMonthly')}</dt>
            <dd>{formatMoney(payment.hoa)}</dd>
          </div>
          <div>
            <dt>{t('loan')}</dt>
            <dd>{format.number(payment.loan, 'price')}</dd>
          </div>
        </dl>
      </div>
    </Dialog>
  );
}
