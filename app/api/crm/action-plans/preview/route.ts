import { previewBody } from '@/lib/automation/plans/plan-input';
import { previewTemplate } from '@/lib/automation/plans/preview';
import { route } from '@/lib/http/route';

// POST /api/crm/action-plans/preview – a template filled with a lead the caller sees, or sample values
export const POST = route({ auth: 'agent', body: previewBody }, async ({ access, viewer, body }) => previewTemplate(access, viewer.company, body));
