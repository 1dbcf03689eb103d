// Runs in the browser before the app starts (Next's instrumentation-client convention).
import { config } from 'zod/v4/core';

// Zod probes `new Function` once to decide whether to compile its parsers. Our pages' CSP has
// no 'unsafe-eval' (lib/http/page-policy.ts), so the probe is refused, and although Zod
// catches the error the browser still reports a CSP violation. Jitless skips the probe; the
// few client-side parses (form checks) do not need compiled parsers.
config({ jitless: true });
