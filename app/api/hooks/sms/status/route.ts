import { readSignedHook } from '@/lib/hooks/read';
import { textStatus, updateTextStatus } from '@/lib/hooks/sms';
import { route } from '@/lib/http/route';

// POST /api/hooks/sms/status – the SMS gateway's delivery report for a text we sent (signed)
export const POST = route({ csrfHeader: false }, async ({ request }) => updateTextStatus(await readSignedHook(request, textStatus)));
