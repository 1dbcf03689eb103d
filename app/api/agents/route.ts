import { companyAgents } from '@/lib/agents/directory';
import { route } from '@/lib/http/route';

// GET /api/agents – the company's active agents (public: the site's agents list)
export const GET = route({}, async ({ viewer }) => companyAgents(viewer.company.id));
