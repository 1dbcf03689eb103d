import { z } from 'zod';
import { patchBody } from '@/lib/crm/ab-input';
import { getAbTest, patchAbTest } from '@/lib/crm/ab-tests';
import { pathId } from '@/lib/http/input';
import { route } from '@/lib/http/route';

const params = z.object({ id: pathId() });
const NOT_FOUND = 'A/B test not found';

// GET /api/crm/ab-tests/{id} – one test with its variants and figures (admins; another company's is 404)
export const GET = route({ auth: 'agent', admin: true, params, notFound: NOT_FOUND }, ({ access, params }) => getAbTest(access.companyId, params.id));

// PATCH /api/crm/ab-tests/{id} – edit a draft { name?, variants? }, start { status: "running" }, stop { status: "stopped", winnerVariantId }
export const PATCH = route({ auth: 'agent', admin: true, params, notFound: NOT_FOUND, body: patchBody }, ({ access, params, body, request }) =>
  patchAbTest(access, params.id, body, request, new Date()),
);
