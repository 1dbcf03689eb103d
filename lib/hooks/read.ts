import 'server-only';
import type { z } from 'zod';
import { readBodyBytes } from '@/lib/http/body';
import { badRequest, HttpError, unauthorized } from '@/lib/http/errors';
import { refuseUnsafeBody } from '@/lib/http/safe-input';
import { fieldErrors } from '@/lib/http/zod-errors';
import { hookSignatureProblem } from './signature';

/** A gateway or relay posts small JSON; anything bigger is not one of ours. */
export const MAX_HOOK_BYTES = 64 * 1024;

/** HOOKS_SECRET: the secret every inbound hook (SMS and voice gateways, the mail relay, the Gmail sync) signs with. */
export const hooksSecret = (): string | null => process.env.HOOKS_SECRET || null;

/**
 * An inbound hook's body, once its signature holds: 413 past 64 KB, 401 for a missing, bad or
 * stale signature (checked over the raw bytes, before anything is parsed), 400 for JSON that
 * does not parse, 422 naming the field for input the schema refuses. Nothing is written before.
 */
export async function readSignedHook<S extends z.ZodType>(request: Request, schema: S, now = new Date()): Promise<z.infer<S>> {
  const bytes = (await readBodyBytes(request, MAX_HOOK_BYTES, () => new HttpError(413, 'Request body is too large (limit 64 kB)'))) ?? Buffer.alloc(0);
  const problem = hookSignatureProblem({
    secret: hooksSecret(),
    timestamp: request.headers.get('x-webhook-timestamp'),
    signature: request.headers.get('x-webhook-signature'),
    body: bytes,
    now,
  });
  if (problem) throw unauthorized(problem);
  let body: unknown;
  try {
    body = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw badRequest('Request body is not valid JSON');
  }
  refuseUnsafeBody(body);
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const errors = fieldErrors(parsed.error);
  const first = Object.entries(errors)[0];
  throw new HttpError(422, first ? `${first[0] === '_' ? 'Input' : first[0]}: ${first[1]}` : 'Invalid input', errors);
}
