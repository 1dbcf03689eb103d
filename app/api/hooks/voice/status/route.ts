import { readSignedHook } from '@/lib/hooks/read';
import { callStatus, updateCallStatus } from '@/lib/hooks/voice';
import { route } from '@/lib/http/route';

// POST /api/hooks/voice/status – the voice gateway's report on a call we placed (signed)
export const POST = route({ csrfHeader: false }, async ({ request }) => updateCallStatus(await readSignedHook(request, callStatus)));
