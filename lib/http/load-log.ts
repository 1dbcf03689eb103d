import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Served } from './admission-lanes';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

/**
 * SERVER_LOAD_LOG=<seconds>: every so many seconds scripts/server.ts prints one line of what
 * decides latency under load: the event loop's delay (how long a ready callback waited for the
 * thread), the process's CPU share, the requests' wait in line and time inside the app
 * (p50/p99/max, the slowest path), and the admission lines' counts. Off by default; it is how
 * the cause of issue 19's starvation was found (docs/performance.md, "Issue 19: throughput and
 * fairness"). Returns the callback that records each answered request.
 */
export function startLoadLog(seconds: number, stats: () => unknown): (served: Served) => void {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let cpu = process.cpuUsage();
  let at = process.hrtime.bigint();
  let served: Served[] = [];
  const timer = setInterval(() => {
    const nowCpu = process.cpuUsage(cpu);
    const now = process.hrtime.bigint();
    const wallMs = Number(now - at) / 1e6;
    const ms = (ns: number) => (ns / 1e6).toFixed(0);
    const waited = served.map((s) => s.waitedMs).sort((a, b) => a - b);
    const inApp = served.map((s) => s.inAppMs).sort((a, b) => a - b);
    const slowest = served.reduce<Served | null>((worst, s) => (!worst || s.inAppMs > worst.inAppMs ? s : worst), null);
    const f = (n: number) => n.toFixed(0);
    console.log(
      `[load] ${served.length} answered; loop delay p50 ${ms(delay.percentile(50))} p99 ${ms(delay.percentile(99))} max ${ms(delay.max)} ms; ` +
        `cpu ${f(((nowCpu.user + nowCpu.system) / 1000 / wallMs) * 100)}%; wait p50 ${f(percentile(waited, 50))} p99 ${f(percentile(waited, 99))} ms; ` +
        `in app p50 ${f(percentile(inApp, 50))} p99 ${f(percentile(inApp, 99))} max ${f(slowest?.inAppMs ?? 0)} ms (${slowest?.pathname ?? '-'}); admission ${JSON.stringify(stats())}`,
    );
    delay.reset();
    served = [];
    cpu = process.cpuUsage();
    at = now;
  }, seconds * 1000);
  timer.unref();
  return (s) => served.push(s);
}
