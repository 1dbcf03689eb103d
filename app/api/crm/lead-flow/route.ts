import { leadFlowBody } from '@/lib/automation/lead-flow/schema';
import { readLeadFlow, saveLeadFlow } from '@/lib/automation/lead-flow/store';
import { route } from '@/lib/http/route';

// GET /api/crm/lead-flow – the company's lead flow: rules in order and the default rule (brokers and admins)
export const GET = route({ auth: 'agent' }, ({ access }) => readLeadFlow(access));

// PUT /api/crm/lead-flow { rules, default } – replaces it (admins); 422 naming the field, nothing saved
export const PUT = route({ auth: 'agent', admin: true, body: leadFlowBody }, ({ access, body, request }) => saveLeadFlow(access, body, request));
