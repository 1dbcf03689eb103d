import 'server-only';
import { headers } from 'next/headers';
import { NONCE_HEADER } from '@/lib/tenancy/request-headers';

/**
 * This page request's CSP nonce (set by the proxy, lib/http/page-policy.ts). Every <script> we
 * render that runs code carries it; JSON-LD data blocks do not run and need none.
 */
export async function getNonce(): Promise<string | undefined> {
  return (await headers()).get(NONCE_HEADER) ?? undefined;
}
