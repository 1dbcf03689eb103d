'use client';

import useSWR from 'swr';
import { Dialog } from '@/components/ui/dialog';
import type { TeamMember } from '@/lib/crm/team-types';
import { inviteMail } from './team-api';
import { useClosing } from './use-closing';
import styles from './team.module.css';
import { useFormatter } from 'next-intl';

const LINK = /https?:\/\/\S+\/set-password\?token=[\w-]+/;

/**
 * The latest invite mail to a pending invitee. A mail that went to a mail server shows only
 * when and to whom; one only recorded (no SMTP configured, DESIGN §2) shows its text and link,
 * for the admin to pass on.
 */
export function InviteMailDialog({ member, onClose }: { member: TeamMember; onClose: () => void }) {
  const format = useFormatter();
  const [open, close] = useClosing(onClose);
  const { data, error, isLoading } = useSWR(['/crm/agents/invite', member.id], () => inviteMail(member.id));
  const link = data?.text ? LINK.exec(data.text)?.[0] : undefined;
  return (
    <Dialog open={open} onClose={close} title={`Invite e-mail to ${member.fullName}`} closeLabel="Close">
      <div className={styles.form} aria-busy={isLoading}>
        {error ? <p className={styles.error} role="alert">The invite e-mail could not be loaded.</p> : null}
        {data === null ? <p>No invite e-mail was sent to {member.fullName}. Use “Resend invite”.</p> : null}
        {data ? (
          <>
            <p className={styles.hint}>
              {data.status === 'recorded' ? 'Recorded, not sent: no mail server is configured. Pass the link on yourself.' : `${data.status === 'sent' ? 'Sent' : 'Queued'} to ${data.to}`} · {format.dateTime(new Date(data.createdAt), 'moment')}
            </p>
            <p><strong>{data.subject}</strong></p>
            {data.text ? <pre className={styles.mailText}>{data.text}</pre> : null}
            {link ? <p><a href={link} data-testid="invite-link">Open the set-password link</a></p> : null}
          </>
        ) : null}
        <div className={styles.buttons}>
          <button type="button" className={styles.secondary} onClick={close}>Close</button>
        </div>
      </div>
    </Dialog>
  );
}
