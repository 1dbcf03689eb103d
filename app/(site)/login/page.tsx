import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AgentLoginForm } from '@/components/auth/agent-login-form';
import { safeNextPath } from '@/lib/http/safe-next';
import { withClientMessages } from '@/i18n/client-messages';

export const metadata: Metadata = { title: 'Agent sign in', robots: { index: false } };

// The agents' sign-in page; CRM routes send visitors here with ?next=.
export default withClientMessages('login', async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [{ next }, t] = await Promise.all([searchParams, getTranslations('Login')]);
  return (
    <div className="container page" style={{ maxWidth: 420 }}>
      <h1>{t('title')}</h1>
      <AgentLoginForm next={safeNextPath(next)} />
    </div>
  );
});
