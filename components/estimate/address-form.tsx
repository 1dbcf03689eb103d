'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSession } from '@/components/layout/session-context';
import { ApiError } from '@/lib/api/errors';
import { ADDRESS_EXAMPLE, MAX_ADDRESS_LENGTH, parseAddress } from '@/lib/leads/address-parse';
import { estimatePath } from '@/lib/seller/paths';
import { postAddress } from '@/lib/seller/post-address';
import { useEstimateStore } from '@/stores/estimate';
import { openSignUp, useSignUpStore } from '@/stores/sign-up';
import styles from './address-form.module.css';

interface Props {
  /** Prefill (the home page's seller tab sends `?address=`). */
  initialAddress?: string;
  /** Called once the estimate page is on its way (the modal closes). */
  onLeave?: () => void;
  autoFocus?: boolean;
}

/**
 * The seller's one-line address form (page and estimation modal). A visitor signs up first
 * (propertyPrice; the address is saved after the second step, components/leads/after-sign-in); a
 * fully signed-up lead's address is saved at once; either way the estimate page follows.
 * The address is checked here for instant feedback; the server's 422 is the last word.
 */
export function AddressForm({ initialAddress, onLeave, autoFocus }: Props) {
  const t = useTranslations('Estimate');
  const id = useId();
  const router = useRouter();
  const { userFullyAuthorized, agentAuthorized } = useSession();
  const stored = useEstimateStore((s) => s.propertyPriceAddress);
  const setAddress = useEstimateStore((s) => s.setPropertyPriceAddress);
  // The page's ?address= shows from the first (server) paint until the visitor types.
  const [edited, setEdited] = useState(false);
  const address = !edited && initialAddress ? initialAddress : stored;
  const loading = useEstimateStore((s) => s.loading);
  const step = useEstimateStore((s) => s.step);
  const signUpOpen = useSignUpStore((s) => s.request !== null);
  const [error, setError] = useState<string | null>(null);

  // The sign-up form closed before the visitor finished: the address form is back at step 1.
  useEffect(() => {
    if (!signUpOpen && step === 2) useEstimateStore.getState().setStep(1);
  }, [signUpOpen, step]);

  if (agentAuthorized) return <p className={styles.note} data-testid="estimate-agent-note">{t('agentNote')}</p>;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    const parsed = parseAddress(address);
    if (!parsed.ok) return setError(parsed.error);
    setError(null);
    if (!userFullyAuthorized) {
      // SPEC §4 propertyPrice: no figure before the visitor has signed up.
      useEstimateStore.getState().setStep(2);
      openSignUp('propertyPrice', { address: parsed.value.address });
      onLeave?.();
      return;
    }
    const { setLoading } = useEstimateStore.getState();
    setLoading(true);
    try {
      const addressId = await postAddress(parsed.value.address);
      onLeave?.();
      router.push(estimatePath(addressId));
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('failed'));
    } finally {
      setLoading(false);
    }
  }

  const errorId = `${id}-error`;
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="estimate-address-form">
      <label className={styles.label} htmlFor={`${id}-address`}>
        {t('addressLabel')}
      </label>
      <div className={styles.row}>
        <input
          id={`${id}-address`}
          name="address"
          className={styles.input}
          value={address}
          onChange={(e) => {
            setEdited(true);
            setAddress(e.target.value);
            if (error) setError(null);
          }}
          placeholder={ADDRESS_EXAMPLE}
          autoComplete="street-address"
          maxLength={MAX_ADDRESS_LENGTH}
          required
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : `${id}-hint`}
          data-testid="estimate-address"
        />
        <button type="submit" className="button button-cta" disabled={loading} data-testid="estimate-address-submit">
          {loading ? t('submitting') : t('submit')}
        </button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className={styles.error} data-testid="estimate-address-error">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className={styles.hint}>
          {t('addressHint', { example: ADDRESS_EXAMPLE })}
        </p>
      )}
    </form>
  );
}
