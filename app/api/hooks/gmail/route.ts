import { gmailMessage, receiveGmail } from '@/lib/hooks/gmail';
import { readSignedHook } from '@/lib/hooks/read';
import { route } from '@/lib/http/route';

// POST /api/hooks/gmail – a message from an agent's synced Gmail (signed; gmail / gmail-reply)
export const POST = route({ csrfHeader: false }, async ({ request }) => receiveGmail(await readSignedHook(request, gmailMessage)));
