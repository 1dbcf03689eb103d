import { readSignedHook } from '@/lib/hooks/read';
import { inboundCall, receiveCall } from '@/lib/hooks/voice';
import { route } from '@/lib/http/route';

// POST /api/hooks/voice – a lead's call or voice mail from the voice gateway (signed; call-incoming / voice-mail)
export const POST = route({ csrfHeader: false }, async ({ request }) => receiveCall(await readSignedHook(request, inboundCall)));
