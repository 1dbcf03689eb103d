import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { redirect } from 'next/navigation';
import { CrmShell } from '@/components/crm/crm-shell';
import { getAgentProfile } from '@/lib/auth/agent-login';
import { getViewer } from '@/lib/auth/viewer';
import { safeNextPath } from '@/lib/http/safe-next';
import { getRequestPathname } from '@/lib/tenancy/current';

export const metadata: Metadata = { robots: { index: false, follow: false } };

// CRM routes answer only to agents; visitors go to the agents' sign-in page (DESIGN §8).
export default async function CrmLayout({ children }: { children: ReactNode }) {
  const viewer = await getViewer();
  const agent = viewer.agent ? await getAgentProfile(viewer.company.id, viewer.agent.id) : null;
  if (!agent) redirect(`/login?next=${encodeURIComponent(safeNextPath(await getRequestPathname()))}`);
  return <CrmShell agentName={agent.fullName} companyName={viewer.company.settings.siteName}>{children}</CrmShell>;
}
