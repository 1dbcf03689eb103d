import { NextResponse } from 'next/server';
import { ingestErrorReport, reportLimit } from '@/lib/errors/ingest';
import { errorReportSchema, MAX_REPORT_BYTES } from '@/lib/errors/report-input';
import { readBodyBytes } from '@/lib/http/body';
import { addressLimitKey, clientAddress } from '@/lib/http/client-address';
import { badRequest, HttpError, tooManyRequests, unprocessable } from '@/lib/http/errors';
import { route } from '@/lib/http/route';
import { refuseUnsafeBody } from '@/lib/http/safe-input';
import { fieldErrors } from '@/lib/http/zod-errors';

// POST /api/errors – a browser's error report (SPEC §8; public): at most 32 kB, rate-limited per
// company and client (429 with Retry-After), stored in its group for the company's admins.
export const POST = route({ auth: 'none' }, async ({ request, viewer }) => {
  const taken = await reportLimit.take(`${viewer.company.id}:${addressLimitKey(clientAddress(request))}`);
  if (!taken.ok) throw tooManyRequests('Too many error reports: try again later', taken.retryAfterSeconds);
  const bytes = await readBodyBytes(request, MAX_REPORT_BYTES, () => new HttpError(413, `An error report may be at most ${MAX_REPORT_BYTES / 1024} kB`));
  let body: unknown;
  try {
    body = JSON.parse(bytes?.toString('utf8') || 'null');
  } catch {
    throw badRequest('Request body is not valid JSON');
  }
  refuseUnsafeBody(body);
  const parsed = errorReportSchema.safeParse(body ?? {});
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    const [field, message] = Object.entries(errors)[0] ?? ['_', 'is not a report'];
    throw unprocessable(`${field}: ${message}`, errors);
  }
  await ingestErrorReport(
    { companyId: viewer.company.id, leadId: viewer.lead?.id ?? null, agentId: viewer.agent?.id ?? null, userAgent: request.headers.get('user-agent') ?? '' },
    parsed.data,
  );
  return NextResponse.json({ data: { received: true } }, { status: 202 });
});
