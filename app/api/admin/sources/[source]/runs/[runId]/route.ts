import { z } from 'zod';
import { sourceRun } from '@/lib/feeds/source-runs';
import { pathId } from '@/lib/http/input';
import { route } from '@/lib/http/route';

const params = z.object({ source: pathId(), runId: pathId() });

// GET /api/admin/sources/{id}/runs/{runId} – one run: status, phase, counts and errors (the screen polls it)
export const GET = route({ auth: 'agent', admin: true, params, notFound: 'Not found' }, ({ viewer, params }) => sourceRun(viewer.company.id, params.source, params.runId));
