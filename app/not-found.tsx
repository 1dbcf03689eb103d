import { NotFoundContent } from '@/components/layout/not-found-content';
import { SiteShell } from '@/components/layout/site-shell';

export const metadata = { title: 'Page not found', robots: { index: false } };

// A path no route matches (SPEC §2): rendered under the root layout only, so it brings the shell.
export default function NotFound() {
  return (
    <SiteShell>
      <NotFoundContent />
    </SiteShell>
  );
}
