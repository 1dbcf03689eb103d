import { AutomationSection } from './automation-section';
import { LeadFlowSection } from './lead-flow-section';
import { ActionPlansSection } from './action-plans-section';
import { ErrorReportsSection } from './error-reports-section';
import { IntegrationsSection } from './integrations-section';
import { SiteSection } from './site-section';
import { SocialLoginSection } from './social-login-section';
import type { SettingsSectionKey } from './sections';

/**
 * The chosen section's editor. Each section is its own module, loading what it shows and
 * whether the viewer may change it (a broker reads the site's and the automation's settings;
 * only admins save them).
 */
export function SettingsSection({ section }: { section: SettingsSectionKey }) {
  switch (section) {
    case 'lead-flow':
      return <LeadFlowSection />;
    case 'action-plans':
      return <ActionPlansSection />;
    case 'automation':
      return <AutomationSection />;
    case 'error-reports':
      return <ErrorReportsSection />;
    case 'integrations':
      return <IntegrationsSection />;
    case 'branding':
    case 'navigation':
    case 'search':
    case 'domains':
      return <SiteSection section={section} />;
    case 'social-login':
      return <SocialLoginSection />;
    default: {
      // Every key is handled: a new section key without its editor fails the type check here.
      const unhandled: never = section;
      return unhandled;
    }
  }
}
