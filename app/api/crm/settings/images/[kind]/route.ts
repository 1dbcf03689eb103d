import { z } from 'zod';
import { isImageKind } from '@/lib/crm/site-settings-image-kinds';
import { uploadSiteImage } from '@/lib/crm/site-settings-images';
import { route } from '@/lib/http/route';

const params = z.object({ kind: z.string().refine(isImageKind) });

// POST /api/crm/settings/images/{logo|mobile-logo|background} – the body is a JPEG, PNG or WebP (≤ 5 MB), resized and stored; answers its URL (admins)
export const POST = route({ auth: 'agent', admin: true, params, notFound: 'No such image' }, ({ access, params, request }) =>
  uploadSiteImage(access, params.kind as Parameters<typeof uploadSiteImage>[1], request),
);
