import type { Metadata } from 'next';
import Link from 'next/link';
import { SetPasswordForm } from '@/components/crm/agents/set-password-form';
import { getViewer } from '@/lib/auth/viewer';
import { INVITE_STATE_MESSAGES, inviteState } from '@/lib/crm/team-set-password';
import { withClientMessages } from '@/i18n/client-messages';

export const metadata: Metadata = { title: 'Choose your password', robots: { index: false, follow: false } };

// /set-password?token= – the link of an agent's invite mail: choose a password, then the CRM.
// Outside the CRM gate (the invitee has no session yet), like /login.
export default withClientMessages('setPassword', async function SetPasswordPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [{ token }, viewer] = await Promise.all([searchParams, getViewer()]);
  const value = typeof token === 'string' ? token : undefined;
  const invite = await inviteState(viewer.company.id, value);
  return (
    <div className="container page" style={{ maxWidth: 460 }} data-testid="set-password-page">
      <h1>Choose your password</h1>
      {invite.state === 'valid' ? (
        <>
          <p>Welcome, {invite.firstName}. Choose the password you will sign in with as <strong style={{ overflowWrap: 'anywhere' }}>{invite.email}</strong>.</p>
          <SetPasswordForm token={value ?? ''} email={invite.email} />
        </>
      ) : (
        <>
          <p role="alert" data-invite-state={invite.state}>{INVITE_STATE_MESSAGES[invite.state]}</p>
          <p><Link href="/login">Go to sign in</Link></p>
        </>
      )}
    </div>
  );
});
