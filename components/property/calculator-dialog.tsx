'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { useScrollLock } from '@/components/layout/use-scroll-lock';
import { formatPrice } from '@/lib/format/listing';
import { monthlyPayment, TERMS_YEARS } from '@/lib/property/mortgage';
import styles from './calculator.module.css';

export interface CalculatorDefaults {
  price: number;
  downPaymentPercent: number;
  ratePercent: number;
  termYears: number;
  yearlyTaxes: number;
  monthlyHoa: number;
}

type Field = keyof CalculatorDefaults;

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
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [values, setValues] = useState<Record<Field, string>>(() => ({
    price: String(defaults.price),
    downPaymentPercent: String(defaults.downPaymentPercent),
    ratePercent: String(defaults.ratePercent),
    termYears: String(defaults.termYears),
    yearlyTaxes: String(defaults.yearlyTaxes),
    monthlyHoa: String(defaults.monthlyHoa),
  }));
  useScrollLock(open);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const payment = monthlyPayment({
    price: readNumber(values.price),
    downPaymentPercent: readNumber(values.downPaymentPercent),
    ratePercent: readNumber(values.ratePercent),
    termYears: readNumber(values.termYears),
    yearlyTaxes: readNumber(values.yearlyTaxes),
    monthlyHoa: readNumber(values.monthlyHoa),
  });
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
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={`${id}-title`} onClose={onClose} data-testid="calculator">
      <div className={styles.head}>
        <h2 id={`${id}-title`}>{t('title')}</h2>
        <button type="button" className="close-button" aria-label={t('close')} onClick={onClose}>
          ×
        </button>
      </div>
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
          {t('monthly', { amount: formatPrice(payment.total) })}
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
            <dd>{formatPrice(payment.loan)}</dd>
          </div>
        </dl>
      </div>
    </dialog>
  );
}

const MONEY = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const formatMoney = (n: number) => MONEY.format(n);
