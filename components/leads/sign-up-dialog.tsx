'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { apiIsCrossOrigin, apiPost } from '@/lib/api/client';
import { setToken } from '@/lib/api/token';
import { ApiError } from '@/lib/api/errors';
import { readCookie } from '@/lib/browser/cookies';
import { dispatchSignUpError } from '@/lib/browser/sign-up-error';
import { formatPhone } from '@/lib/format/phone';
import { afterFullSignUp, afterSignIn, reportNewLead } from '@/components/leads/after-sign-in';
import { EMAIL_CONFIRMATION_ERROR, isFullyAuthorized, needsEmailConfirmation, PHONE_CONFIRMATION_ERROR } from '@/lib/leads/confirmation';
import { fieldOfError, type SignUpField } from '@/lib/leads/sign-up-errors';
import type { LeadProfile, SessionLead } from '@/lib/leads/session-lead';
import type { SignUpRequest } from '@/lib/leads/sign-up-request';
import { useSessionStore } from '@/stores/session';
import { useSignUpStore } from '@/stores/sign-up';
import { useSession } from '@/components/layout/session-context';
import { reportExposure } from './ab-exposure';
import { SocialSignInButtons } from './social-sign-in-buttons';
import { checkConfirmation } from './use-lead-check';
import { useLockout } from './use-lockout';
import styles from './sign-up-dialog.module.css';

type Step = 'email' | 'code' | 'details';
/** SPEC §8: a sign-in answer without its token. */
const MISSED_TOKEN = 'Missed token after authorization';
type Answer = { data: { token?: string; status?: string; lead?: LeadProfile } };

type Values = { email: string; code: string; phone: string; firstName: string; lastName: string };
const EMPTY_VALUES: Values = { email: '', code: '', phone: '', firstName: '', lastName: '' };

/** SPEC §4: the form is prefilled from what is known of the lead; else what was typed stays (the code never does). */
function prefilled(lead: SessionLead | null, typed: Values): Values {
  return {
    email: lead?.email ?? typed.email,
    code: '',
    phone: formatPhone(lead?.phone) || typed.phone,
    firstName: lead?.firstName ?? typed.firstName,
    lastName: lead?.lastName ?? typed.lastName,
  };
}

function firstStep(request: SignUpRequest, signedIn: boolean): Step {
  if (request.confirm) return request.step === 2 ? 'details' : 'email';
  return signedIn ? 'details' : 'email';
}

/**
 * The sign-up form (SPEC §4): step 1 the e-mail, step 2 phone and names; a returning e-mail
 * signs in with the code we mail it (DESIGN §8). Also the lead-confirmation form, opened at
 * the step the lead must correct. A native modal <dialog>, loaded on first use.
 */
export default function SignUpDialog() {
  const t = useTranslations('SignUp');
  const id = useId();
  const router = useRouter();
  const request = useSignUpStore((s) => s.request);
  const close = useSignUpStore((s) => s.close);
  const lead = useSessionStore((s) => s.lead);
  const signedIn = useSessionStore((s) => s.userAuthorized === true) && lead !== null;
  const lockout = useLockout();
  const [step, setStep] = useState<Step>(() => (request ? firstStep(request, signedIn) : 'email'));
  const [opened, setOpened] = useState(request);
  const [values, setValues] = useState(() => prefilled(lead, EMPTY_VALUES));
  const [error, setError] = useState<{ field: SignUpField | null; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const prompt = useSession().signUpPrompt;
  // The A/B prompt's words replace the sign-up's own (not a confirmation, a co-buyer invitation or an estimate's).
  const promptable = request !== null && !request.confirm && !request.cobuyer && !request.address;
  useEffect(() => {
    if (promptable) reportExposure(prompt);
  }, [promptable, prompt]);

  // A new opening (another prompt, or #signup again) starts at its own step with what we know.
  if (request !== opened) {
    setOpened(request);
    if (request) {
      setStep(firstStep(request, signedIn));
      setError(null);
      setValues((v) => prefilled(lead, v));
    }
  }
  if (!request) return <Dialog open={false} onClose={close} title={t('title.visitHouse')} className={styles.dialog} headClassName={styles.head} />;

  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    if (error?.field === field) setError(null);
  };
  const needsNames = !(request.confirm && lead?.firstName && lead.lastName);
  const confirmation = request.confirm ? (step === 'email' ? lead?.emailStatus === 'invalid_address' && EMAIL_CONFIRMATION_ERROR : lead?.phoneStatus === 'bad_number' && PHONE_CONFIRMATION_ERROR) : null;

  /** A sign-in answer (SPEC §8: a token must come with it); the after-login work runs. */
  async function signedInBy(answer: Answer): Promise<LeadProfile> {
    if (!answer.data.token || !answer.data.lead) throw new Error(MISSED_TOKEN);
    // A separate API host gets no cookie: the client holds the token for it (lib/api/token.ts).
    if (apiIsCrossOrigin()) setToken(answer.data.token);
    await afterSignIn(answer.data.lead, request!);
    return answer.data.lead;
  }

  /** Closes the form; when the lead is fully signed up, what the form was opened for is done first. */
  async function done(lead: LeadProfile) {
    const nextPage = isFullyAuthorized(lead) ? await afterFullSignUp(request!) : null;
    close();
    if (nextPage) return router.push(nextPage);
    checkConfirmation(window.location.pathname);
    router.refresh();
  }

  /** Where a signed-in lead goes next: done, or the step that still needs filling in. */
  async function next(lead: LeadProfile) {
    if (isFullyAuthorized(lead)) return done(lead);
    setStep(needsEmailConfirmation(lead) ? 'email' : 'details');
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (lockout.remaining > 0 || busy) return;
    setBusy(true);
    setError(null);
    try {
      if (step === 'email') await submitEmail();
      else if (step === 'code') await next(await signedInBy(await apiPost<Answer>('/leads/login/code', { email: values.email, code: values.code.trim() })));
      else await submitDetails();
    } catch (e) {
      dispatchSignUpError(e, step);
      if (e instanceof ApiError && e.status === 429) lockout.start();
      else if (e instanceof ApiError) setError({ field: fieldOfError(e, step), text: e.message });
      else setError({ field: null, text: e instanceof Error && e.message === MISSED_TOKEN ? MISSED_TOKEN : t('failed') });
    } finally {
      setBusy(false);
    }
  }

  async function submitEmail() {
    if (signedIn) {
      // Confirming (or correcting) the signed-in lead's address.
      const answer = await apiPost<Answer>('/leads/register/complete', { lead: { email: values.email } });
      if (!answer.data.lead) throw new Error(MISSED_TOKEN);
      useSessionStore.getState().setProfile(answer.data.lead);
      if (request!.emailOnly) return done(answer.data.lead);
      return next(answer.data.lead);
    }
    await sendEmail();
  }

  async function sendEmail() {
    const answer = await apiPost<Answer>('/leads/register/start', {
      lead: { email: values.email, signUpType: request!.type, propertyId: request!.propertyId ?? null, propertyPrice: request!.propertyPrice ?? null },
      gClickId: readCookie('gclid'),
      cobuyer: request!.cobuyer ?? null,
      next: window.location.pathname + window.location.search,
    });
    if (answer.data.status === 'full_login') return setStep('code');
    reportNewLead();
    await next(await signedInBy(answer));
  }

  async function submitDetails() {
    const names = needsNames ? { firstName: values.firstName, lastName: values.lastName } : {};
    const answer = await apiPost<Answer>('/leads/register/complete', {
      lead: { phone: values.phone, ...names, signUpType: request!.type, propertyId: request!.propertyId ?? null },
    });
    if (!answer.data.lead) throw new Error(MISSED_TOKEN);
    useSessionStore.getState().setProfile(answer.data.lead);
    await done(answer.data.lead);
  }

  async function resend() {
    setBusy(true);
    setError(null);
    try {
      await sendEmail();
      setError({ field: null, text: t('codeResent') });
    } catch (e) {
      dispatchSignUpError(e, 'resend');
      if (e instanceof ApiError && e.status === 429) lockout.start();
      else setError({ field: null, text: e instanceof ApiError ? e.message : t('failed') });
    } finally {
      setBusy(false);
    }
  }

  const fieldError = (field: SignUpField) => (error?.field === field ? `${id}-error` : undefined);
  const input = (field: 'email' | 'code' | 'phone' | 'firstName' | 'lastName', props: InputHTMLAttributes<HTMLInputElement>) => (
    <label className={styles.field}>
      <span>{t(`fields.${field}`)}</span>
      <input
        name={field}
        value={values[field]}
        onChange={set(field)}
        required
        aria-invalid={error?.field === field || undefined}
        aria-describedby={fieldError(field)}
        data-testid={`signup-${field}`}
        {...props}
      />
    </label>
  );

  return (
    <Dialog
      open
      onClose={close}
      title={request.confirm ? t('confirmTitle') : step === 'code' ? t('codeTitle') : request.address ? t('estimateTitle') : (promptable && prompt.headline) || t(`title.${request.type}`)}
      closeLabel={t('close')}
      className={styles.dialog}
      headClassName={styles.head}
      data-testid="sign-up-dialog"
      data-step={step}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        {confirmation ? <p className={styles.notice}>{confirmation}</p> : null}
        {step === 'email' && (
          <>
            {!request.confirm && <p className={styles.lead} data-testid="signup-intro">{request.cobuyer ? t('cobuyer') : (promptable && prompt.body) || t('emailIntro')}</p>}
            {input('email', { type: 'email', autoComplete: 'email', maxLength: 74, autoFocus: true })}
          </>
        )}
        {step === 'code' && (
          <>
            <p className={styles.lead}>{t('codeIntro', { email: values.email })}</p>
            {input('code', { inputMode: 'numeric', autoComplete: 'one-time-code', pattern: '[0-9]{6}', maxLength: 6, autoFocus: true })}
          </>
        )}
        {step === 'details' && (
          <>
            <p className={styles.lead}>{request.confirm ? t('phoneIntro') : t('detailsIntro')}</p>
            {input('phone', { type: 'tel', autoComplete: 'tel', maxLength: 40, autoFocus: true, onBlur: () => setValues((v) => ({ ...v, phone: formatPhone(v.phone) })) })}
            {needsNames && (
              <div className={styles.names}>
                {input('firstName', { autoComplete: 'given-name', maxLength: 255 })}
                {input('lastName', { autoComplete: 'family-name', maxLength: 255 })}
              </div>
            )}
          </>
        )}
        {lockout.remaining > 0 ? (
          <p role="alert" className={styles.error} data-testid="signup-lockout">
            {t('tooMany', { seconds: lockout.remaining })}
          </p>
        ) : error ? (
          <p role="alert" id={`${id}-error`} className={error.field ? styles.error : styles.info} data-testid="signup-error">
            {error.text}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={busy || lockout.remaining > 0} data-testid="signup-submit">
          {(step === 'email' && promptable && prompt.buttonLabel) || t(`submit.${step}`)}
        </button>
        {step === 'code' && (
          <div className={styles.links}>
            <button type="button" className={styles.link} onClick={resend} disabled={busy || lockout.remaining > 0}>
              {t('resend')}
            </button>
            <button type="button" className={styles.link} onClick={() => setStep('email')}>
              {t('otherEmail')}
            </button>
          </div>
        )}
        {step === 'email' && !request.confirm && !request.cobuyer && <SocialSignInButtons request={request} />}
        {step === 'email' && !request.confirm && <p className={styles.small}>{t('privacy')}</p>}
      </form>
    </Dialog>
  );
}
