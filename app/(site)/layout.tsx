import type { ReactNode } from 'react';
import { ErrorReporting } from '@/components/layout/error-reporting';
import { SiteShell } from '@/components/layout/site-shell';

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <SiteShell>
      <ErrorReporting surface="site" />
      {children}
    </SiteShell>
  );
}
