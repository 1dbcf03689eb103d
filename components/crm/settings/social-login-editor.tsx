'use client';

import { useState } from 'react';
import { SocialProviderForm } from './social-login-provider';
import type { SocialProviderView } from '@/lib/crm/social-login-view';
import styles from './social-login.module.css';

/**
 * /settings → Social login: one form per provider (Google, Facebook). The switch and the client
 * id are the site's public settings; the secret is write-only ("set" / "replace"); endpoints
 * default to the provider's own and can point elsewhere (a test provider).
 */
export function SocialLoginEditor({ initial }: { initial: SocialProviderView[] }) {
  const [providers, setProviders] = useState(initial);
  return (
    <div className={styles.editor} data-testid="social-login-editor">
      <p className={styles.intro}>
        Visitors can sign up with an account they already have. A new e-mail becomes a lead as a sign-up would; an e-mail that is already a lead&apos;s
        signs in only when the provider has verified it (Google), otherwise we e-mail a sign-in code. Register the callback URL with the provider for
        each domain of the site.
      </p>
      {providers.map((view) => (
        <SocialProviderForm key={view.provider} view={view} onSaved={(all) => setProviders(all)} />
      ))}
    </div>
  );
}
