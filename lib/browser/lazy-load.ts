/**
 * SPEC §4 "A lazy screen load retries up to 3 times (first after 2 s, later after 5 s)" and
 * §8 "'Loading chunk {n} failed.' with type and request address: screen script failed or
 * timed out after 120 s". Every lazily loaded screen (next/dynamic, import() on first use)
 * loads through this. The bundler evicts a failed chunk, so a retry fetches it again.
 */
export const LAZY_RETRY_DELAYS_MS = [2_000, 5_000, 5_000] as const;
export const LAZY_TIMEOUT_MS = 120_000;
/**
 * SPEC §9 "module-loading time-out 700 ms": how long a lazy screen may take before its loading
 * indicator shows (components/ui/delayed-loading.tsx). A fast load then shows no flash of one.
 */
export const MODULE_LOADING_TIMEOUT_MS = 700;

/** The error a screen load ends with when every try failed: SPEC §8's message, its type and the script's address. */
export class ChunkLoadFailed extends Error {
  constructor(
    readonly type: 'error' | 'timeout',
    readonly request: string,
  ) {
    super(`Loading chunk ${request.split('/').pop() || request} failed.`);
    this.name = 'ChunkLoadFailed';
  }
}

/** The script address a bundler's chunk error names, if any. */
export function requestOf(error: unknown): string {
  const text = error instanceof Error ? `${error.message} ${String((error as { request?: unknown }).request ?? '')}` : String(error);
  return /\S*\/_next\/static\/\S+?\.js/.exec(text)?.[0] ?? 'unknown';
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function withTimeout<T>(load: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadFailed('timeout', 'unknown')), ms);
  });
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer));
}

export async function loadWithRetry<T>(load: () => Promise<T>, delays: readonly number[] = LAZY_RETRY_DELAYS_MS, timeoutMs = LAZY_TIMEOUT_MS): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await withTimeout(load(), timeoutMs);
    } catch (error) {
      if (attempt >= delays.length) {
        if (error instanceof ChunkLoadFailed) throw error;
        throw new ChunkLoadFailed('error', requestOf(error));
      }
      await sleep(delays[attempt]!);
    }
  }
}
