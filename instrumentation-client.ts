// Runs in the browser before the app starts (Next's instrumentation-client convention).

// Zod probes `new Function` once to decide whether to compile its parsers. Our pages' CSP has
// no 'unsafe-eval' (lib/http/page-policy.ts), so the probe is refused, and although Zod
// catches the error the browser still reports a CSP violation. Jitless skips the probe; the
// few client-side parses (form checks) do not need compiled parsers.
// Zod keeps its configuration on globalThis.__zod_globalConfig and adopts an object already
// there: setting it here, before any Zod module runs, spares every page importing Zod's core
// (~5 kB gzipped) just to call config() (issue 19).
const zodHolder = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
zodHolder.__zod_globalConfig = { ...zodHolder.__zod_globalConfig, jitless: true };
