import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CoBuyerInvite } from '@/components/saved-searches/cobuyer-invite';
import { SavedSearchList } from '@/components/saved-searches/saved-search-list';
import { SignUpPrompt } from '@/components/saved-searches/sign-up-prompt';
import styles from '@/components/saved-searches/saved-searches.module.css';
import { getViewer } from '@/lib/auth/viewer';
import { listEAlerts } from '@/lib/ealerts/service';
import { HttpError } from '@/lib/http/errors';
import { isFullyAuthorized } from '@/lib/leads/confirmation';
import { getLeadProfile } from '@/lib/leads/me';
import { searchConfig } from '@/lib/search/search-config-server';
import { withClientMessages } from '@/i18n/client-messages';

// A lead's own page: never in a search engine.
export const metadata: Metadata = { title: 'Saved searches', robots: { index: false, follow: false } };

/** The lead's alerts, or null when the token names a lead that no longer exists (then: a visitor). */
async function alertsOf(companyId: number, leadId: number) {
  try {
    return await listEAlerts(companyId, leadId);
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null;
    throw error;
  }
}

/** SPEC §2 /saved-searches: the signed-in lead's saved searches; visitors are asked to sign up (DESIGN §8). */
export default withClientMessages('savedSearches', async function SavedSearchesPage() {
  const [viewer, t] = await Promise.all([getViewer(), getTranslations('SavedSearches')]);
  const alerts = viewer.lead && !viewer.agent ? await alertsOf(viewer.company.id, viewer.lead.id) : null;
  let body;
  if (viewer.agent) body = <p data-testid="saved-searches-agent">{t('agent')}</p>;
  else if (alerts === null) body = <SignUpPrompt />;
  else body = <SavedSearchList initial={alerts} config={await searchConfig(viewer.company)} />;
  // A fully signed-up lead without a co-buyer can invite one (SPEC §2 ?cobuyer=).
  const profile = alerts !== null && viewer.lead ? await getLeadProfile(viewer.company.id, viewer.lead.id) : null;
  const invite = profile !== null && isFullyAuthorized(profile) && !profile.hasCoBuyer;
  return (
    <div className="container page">
      <h1>{t('title')}</h1>
      {alerts !== null ? <p className={styles.intro}>{t('intro')}</p> : null}
      {body}
      {invite ? <CoBuyerInvite /> : null}
    </div>
  );
});
