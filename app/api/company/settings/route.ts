import { route } from '@/lib/http/route';
import { toSettingsResponse } from '@/lib/tenancy/settings-response';

// GET /api/company/settings – the requesting host's company settings (DESIGN §8)
export const GET = route({}, async ({ viewer }) => toSettingsResponse(viewer.company));
