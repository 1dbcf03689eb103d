import { z } from 'zod';
import { getLeadDetail } from '@/lib/crm/lead-detail';
import { leadPatchBody as patch, updateLead } from '@/lib/crm/lead-update';
import { pathId } from '@/lib/http/input';
import { route } from '@/lib/http/route';

const params = z.object({ id: pathId() });

// GET /api/crm/leads/{id} – one lead as the lead page shows it
export const GET = route({ auth: 'agent', params, notFound: 'Lead not found' }, ({ access, params }) => getLeadDetail(access, params.id));

// PATCH /api/crm/leads/{id} – stage, tags, names and contact; a stage change writes its activity
export const PATCH = route({ auth: 'agent', params, notFound: 'Lead not found', body: patch }, ({ access, params, body, request }) => updateLead(access, params.id, body, request));
