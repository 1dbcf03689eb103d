import { z } from 'zod';
import { badRequest } from '@/lib/http/errors';
import { safeText } from '@/lib/http/input';
import { route } from '@/lib/http/route';
import { parentOrigin, thirdPartyCheckResponse } from '@/lib/http/third-party-check-page';

const query = z.object({ parent: safeText(300).min(1) });

// GET /api/third-party-cookie-check?parent= – the hidden iframe's page (SPEC §4): posts MM:3PCsupported to the parent origin.
export const GET = route({ auth: 'none', query }, async ({ query: { parent } }) => {
  const origin = parentOrigin(parent);
  if (!origin) throw badRequest('parent: must be an http(s) origin', { parent: 'must be an http(s) origin' });
  return thirdPartyCheckResponse(origin);
});
