'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { useModalDialog } from '@/components/layout/use-modal-dialog';
import { useSession } from '@/components/layout/session-context';
import { apiPost } from '@/lib/api/client';
import { noteEngagement } from '@/lib/leads/engagement';
import { refreshToken } from '@/lib/leads/token-refresh';
import { ApiError } from '@/lib/api/errors';
import { useFlashStore } from '@/stores/flash';
import styles from './calculator.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
  propertyId: number;
  address: string;
  agentName: string | null;
}

/** What a failed send tells the visitor (SPEC §5: the errors flag lead.email and lead.phone). */
function problem(error: unknown, t: (key: string) => string): string {
  if (!(error instanceof ApiError)) return t('failed');
  const fields = (error.fullError as { body?: { errors?: Record<string, string> } } | undefined)?.body?.errors ?? {};
  if (fields['lead.email']) return t('needEmail');
  if (fields['lead.phone']) return t('needPhone');
  if (error.status === 401 || error.status === 403) return t('signUpFirst');
  return error.message || t('failed');
}

/**
 * The ask-question modal (SPEC §2, §5): a question needs the listing and a fully signed-up
 * lead; visitors are sent to sign up. A native <dialog>; page scroll locked while open (SPEC §4).
 */
export default function AskQuestionDialog({ open, onClose, propertyId, address, agentName }: Props) {
  const t = useTranslations('AskQuestion');
  const id = useId();
  const dialog = useModalDialog(open);
  const { userAuthorized, agentAuthorized } = useSession();
  const [message, setMessage] = useState(() => t('prefill', { address }));
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      await apiPost(`/properties/${propertyId}/question`, { message });
      // SPEC §4: the token is refreshed after a question is sent.
      void refreshToken({ signUpOnFailure: true });
      noteEngagement();
      onClose();
      useFlashStore.getState().show(agentName ? t('sentTo', { name: agentName }) : t('sent'), { kind: 'success' });
    } catch (e) {
      setError(problem(e, (key) => t(key)));
    } finally {
      setSending(false);
    }
  };

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={`${id}-title`} onClose={onClose} data-testid="ask-question-dialog">
      <div className={styles.head}>
        <h2 id={`${id}-title`}>{t('title')}</h2>
        <button type="button" className="close-button" aria-label={t('close')} onClick={onClose}>
          ×
        </button>
      </div>
      {agentAuthorized ? (
        <p>{t('agentsCannot')}</p>
      ) : !userAuthorized ? (
        <div className={styles.result}>
          <p>{t('signUpFirst')}</p>
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
    </dialog>
  );
}
