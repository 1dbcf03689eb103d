import { HttpError } from './errors';
import { refuseUnsafeBody } from './safe-input';

/** SPEC §5 "max body size 100" (kB), DESIGN §8: larger bodies get 413. */
export const MAX_BODY_BYTES = 100 * 1024;

/**
 * The body's bytes, refused with `tooLarge()` past `limit` whatever Content-Length says (the
 * stream is counted as it arrives); null when there is no body.
 */
export async function readBodyBytes(request: Request, limit: number, tooLarge: () => Error): Promise<Buffer | null> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  if (!request.body) return null;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** Reads a JSON body without trusting Content-Length, refusing more than MAX_BODY_BYTES, and text no database can store. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const bytes = await readBodyBytes(request, MAX_BODY_BYTES, () => new HttpError(413, 'Request body is too large (limit 100 kB)'));
  if (bytes === null) return undefined;
  const text = bytes.toString('utf8').trim();
  if (text === '') return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON');
  }
  // Every caller gets a body with no NUL or lone surrogate anywhere in it (DESIGN §13): 422.
  refuseUnsafeBody(body);
  return body;
}
