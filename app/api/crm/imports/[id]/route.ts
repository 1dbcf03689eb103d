import { z } from 'zod';
import { importOf } from '@/lib/crm/imports/status';
import { pathId } from '@/lib/http/input';
import { route } from '@/lib/http/route';

const params = z.object({ id: pathId() });

// GET /api/crm/imports/{id} – status, counts and errorsUrl of one import (admins; another company's: 404)
export const GET = route({ auth: 'agent', admin: true, params, notFound: 'Import not found' }, async ({ access, params }) => importOf(access.companyId, params.id));
