import { z } from 'zod';
import { route } from '@/lib/http/route';
import { safeText } from '@/lib/http/input';
import { offeredProviders } from '@/lib/auth/oauth/provider-config';
import { isForceFacebook, PROVIDER_DEFAULTS } from '@/lib/auth/oauth/providers';

const query = z.object({ _forceFacebook: safeText(10).optional() });

// GET /api/auth/oauth/providers?_forceFacebook= – the sign-in buttons the sign-up form shows (switched on and configured)
export const GET = route({ query }, async ({ viewer, query }) => {
  const providers = await offeredProviders(viewer.company, isForceFacebook(query._forceFacebook));
  return providers.map((id) => ({ id, name: PROVIDER_DEFAULTS[id].name, startPath: `/api/auth/oauth/${id}/start` }));
});
