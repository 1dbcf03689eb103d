import 'server-only';
import { leadFlowEditorData } from '@/lib/automation/lead-flow/editor-data';
import { requireCrmAgent } from '@/lib/crm/viewer';
import { LeadFlowEditor } from './lead-flow-editor';

/** /settings?section=lead-flow, rendered on the server; brokers read it, admins change it (the API says the same). */
export async function LeadFlowSection() {
  const { access } = await requireCrmAgent('/settings?section=lead-flow');
  const data = await leadFlowEditorData(access);
  return <LeadFlowEditor initial={data.flow} readOnly={!access.isAdmin} agents={data.agents} lenders={data.lenders} plans={data.plans} />;
}
