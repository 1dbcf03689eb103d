import 'server-only';
import { requireCrmAgent } from '@/lib/crm/viewer';
import { listKeys } from '@/lib/integrations/keys';
import { listWebhooks } from '@/lib/integrations/webhooks';
import { IntegrationKeys } from './integrations-keys';
import { IntegrationWebhooks } from './integrations-webhooks';
import styles from './integrations.module.css';

/** /settings?section=integrations (admins): API keys and webhooks, the first view rendered on the server. */
export async function IntegrationsSection() {
  const { access } = await requireCrmAgent('/settings?section=integrations');
  const [keys, webhooks] = await Promise.all([listKeys(access), listWebhooks(access)]);
  return (
    <div className={styles.section}>
      <p className={styles.muted}>
        Other systems reach your leads with an API key and hear about changes through webhooks. The API is described at{' '}
        <a href="/api/openapi.json">/api/openapi.json</a>.
      </p>
      <IntegrationKeys initial={keys} />
      <IntegrationWebhooks initial={webhooks} />
    </div>
  );
}
