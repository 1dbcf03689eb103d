import { inboundMail, receiveMail } from '@/lib/hooks/mail';
import { readSignedHook } from '@/lib/hooks/read';
import { route } from '@/lib/http/route';

// POST /api/hooks/mail – a lead's e-mail reply from the inbound-mail relay (signed; email-reply)
export const POST = route({ csrfHeader: false }, async ({ request }) => receiveMail(await readSignedHook(request, inboundMail)));
