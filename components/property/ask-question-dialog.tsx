'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { useSession } from '@/components/layout/session-context';
import { apiPost } from '@/lib/api/client';
import { noteEngagement } from '@/components/leads/engagement';
import { refreshToken } from '@/components/leads/token-refresh';
import { ApiError } from '@/lib/api/errors';
import { useFlashStore } from '@/stores/flash';
import styles from './calculator.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Where the question goes: `/properties/{id}/question` or `/agents/{id}/question`. */
  path: string;
  title: string;
  /** The question's opening text, and what a visitor is told before signing up. */
  prefill: string;
  signUpFirst: string;
  /** Kept by the sign-up form for after it (SPEC §4: property id stored for after sign-up). */
  propertyId?: number;
  agentName: string | null;
}

/** What a failed send tells the visitor (SPEC §5: the errors flag lead.email and lead.phone). */
function problem(error: unknown, t: (key: string) => string, signUpFirst: string): string {
  if (!(error instanceof ApiError)) return t('failed');
  const fields = (error.fullError as { body?: { errors?: Record<string, string> } } | undefined)?.body?.errors ?? {};
  if (fields['lead.email']) return t('needEmail');
  if (fields['lead.phone']) return t('needPhone');
  if (error.status === 401 || error.status === 403) return signUpFirst;
  return error.message || t('failed');
}

/**
 * The ask-question modal (SPEC §2, §5): a question about a listing, or to an agent from their
 * page, needs a fully signed-up lead; visitors are sent to sign up. A native <dialog>; page
 * scroll locked while open (SPEC §4).
 */
export default function AskQuestionDialog({ open, onClose, path, title, prefill, signUpFirst, propertyId, agentName }: Props) {
  const t = useTranslations('AskQuestion');
  const { userAuthorized, agentAuthorized } = useSession();
  const [message, setMessage] = useState(prefill);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      await apiPost(path, { message });
      // SPEC §4: the token is refreshed after a question is sent.
      void refreshToken({ signUpOnFailure: true });
      noteEngagement();
      onClose();
      useFlashStore.getState().show(agentName ? t('sentTo', { name: agentName }) : t('sent'), { kind: 'success' });
    } catch (e) {
      setError(problem(e, (key) => t(key), signUpFirst));
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} title={title} closeLabel={t('close')} className={styles.dialog} headClassName={styles.head} data-testid="ask-question-dialog">
      {agentAuthorized ? (
        <p>{t('agentsCannot')}</p>
      ) : !userAuthorized ? (
        <div className={styles.result}>
          <p>{signUpFirst}</p>
          <a className="button" href="#signup" data-signup="visitHouse" data-property-id={propertyId}>
            {t('signUp')}
          </a>
        </div>
      ) : (
        <form onSubmit={send} className={styles.form}>
          <label className={styles.field}>
            <span>{t('question')}</span>
            <textarea value={message} onChange={(e) => setMessage(e.target.value)} rows={5} maxLength={2000} required />
          </label>
          {error ? (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          ) : null}
          <button type="submit" className="button" disabled={sending}>
            {sending ? t('sending') : t('send')}
          </button>
        </form>
      )}
    </Dialog>
  );
}
