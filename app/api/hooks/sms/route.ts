import { readSignedHook } from '@/lib/hooks/read';
import { inboundText, receiveText } from '@/lib/hooks/sms';
import { route } from '@/lib/http/route';

// POST /api/hooks/sms – a lead's text from the SMS gateway (signed; text-reply, STOP/START)
export const POST = route({ csrfHeader: false }, async ({ request }) => receiveText(await readSignedHook(request, inboundText)));
