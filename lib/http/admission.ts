/**
 * Admission control for our Node server (scripts/server.ts): at most `concurrency` requests
 * inside the app at once, the rest waiting in ONE first-in-first-out line of at most
 * `maxQueue`; a request that finds the line full, or waits in it longer than `maxWaitMs`, is
 * refused (the server answers 503 with Retry-After) instead of being answered late.
 *
 * Why: without it every accepted request starts at once and they all share the event loop and
 * the database's queue; each await puts a request behind everything that arrived since, so
 * under a burst some requests starve for seconds while newer ones finish (issue 19: p95 13 s
 * beside a p50 of 0.3 s). With a bounded number inside, a request's wait is its place in line,
 * and past capacity the line stays bounded instead of growing (docs/performance.md, "Issue 19:
 * throughput and fairness").
 *
 * Plain module, no Node or Next imports: unit-tested with a fake clock (tests/unit/http).
 */

export interface AdmissionOptions {
  /** Requests inside the app at once (≥ 1). */
  concurrency: number;
  /** Requests waiting at once (≥ 0); one more is refused at once. */
  maxQueue: number;
  /** The longest a request waits before it is refused rather than answered late. */
  maxWaitMs: number;
  /** Timers, injectable for tests. */
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  /**
   * How the next request in line is let in after a release: by default on the next turn of the
   * event loop (setImmediate), never inside the release. A request whose database work is all
   * PGlite (synchronous WASM behind promises) can run from start to answer in microtasks; let
   * in from inside the last one's release, the whole line would run in ONE turn of the loop,
   * answers unsent and arrivals unread until it ends (seen as seconds of event-loop delay).
   */
  defer?: (run: () => void) => void;
}

/** Why a request was refused: the line was full, or it waited too long. */
export type Refusal = 'full' | 'timeout';

/**
 * What a request does with its place: `admit` runs when it may go in (call `release` once when it
 * is answered). A request that waited is let in from another's release, so in that request's
 * async context: the caller chooses the context its work runs in (lib/http/admission-lanes.ts).
 */
export interface Ticket {
  admit: (release: () => void) => void;
  refuse: (why: Refusal) => void;
}

interface Waiting {
  ticket: Ticket;
  timer: unknown;
  /** Settled: admitted, refused on time-out, or withdrawn (the client left). */
  done: boolean;
}

export interface AdmissionStats {
  inFlight: number;
  queued: number;
  admitted: number;
  refusedFull: number;
  refusedTimeout: number;
}

export class AdmissionQueue {
  private readonly options: Required<AdmissionOptions>;
  private inFlight = 0;
  // An array with a moving head: O(1) to take the first, entries settled while waiting are skipped.
  private line: Waiting[] = [];
  private head = 0;
  private waiting = 0;
  private counts = { admitted: 0, refusedFull: 0, refusedTimeout: 0 };
  /** A deferred `next` is on its way (one is enough for any number of releases). */
  private scheduled = false;

  constructor(options: AdmissionOptions) {
    if (!Number.isInteger(options.concurrency) || options.concurrency < 1) throw new Error('admission: concurrency must be a whole number ≥ 1');
    if (!Number.isInteger(options.maxQueue) || options.maxQueue < 0) throw new Error('admission: maxQueue must be a whole number ≥ 0');
    if (!Number.isFinite(options.maxWaitMs) || options.maxWaitMs <= 0) throw new Error('admission: maxWaitMs must be a positive number');
    this.options = {
      setTimer: (run, ms) => setTimeout(run, ms),
      clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
      defer: (run) => setImmediate(run),
      ...options,
    };
  }

  /**
   * Asks for a place. Returns `withdraw`: call it if the client goes away before it is
   * admitted (its place is given up; nothing is called back).
   */
  enter(ticket: Ticket): () => void {
    if (this.inFlight < this.options.concurrency && this.waiting === 0) {
      this.start(ticket);
      return () => {};
    }
    if (this.waiting >= this.options.maxQueue) {
      this.counts.refusedFull++;
      ticket.refuse('full');
      return () => {};
    }
    const entry: Waiting = { ticket, timer: null, done: false };
    entry.timer = this.options.setTimer(() => {
      if (entry.done) return;
      this.settle(entry);
      this.counts.refusedTimeout++;
      ticket.refuse('timeout');
    }, this.options.maxWaitMs);
    this.line.push(entry);
    this.waiting++;
    return () => {
      if (!entry.done) this.settle(entry);
    };
  }

  /** Seconds a refused client should wait before trying again: about how long the line takes to clear, at least one. */
  retryAfterSeconds(): number {
    return Math.max(1, Math.ceil(this.options.maxWaitMs / 1000));
  }

  stats(): AdmissionStats {
    return { inFlight: this.inFlight, queued: this.waiting, ...this.counts };
  }

  private settle(entry: Waiting): void {
    entry.done = true;
    this.waiting--;
    this.options.clearTimer(entry.timer);
  }

  private start(ticket: Ticket): void {
    this.inFlight++;
    this.counts.admitted++;
    let released = false;
    ticket.admit(() => {
      if (released) return;
      released = true;
      this.inFlight--;
      if (!this.scheduled) this.schedule();
    });
  }

  private schedule(): void {
    this.scheduled = true;
    this.options.defer(() => {
      this.scheduled = false;
      this.next();
    });
  }

  /** Lets the first still-waiting requests in, as many as there are free places. */
  private next(): void {
    while (this.head < this.line.length && this.inFlight < this.options.concurrency) {
      const entry = this.line[this.head++];
      if (!entry || entry.done) continue;
      this.settle(entry);
      this.start(entry.ticket);
    }
    // Drop the consumed part (and entries that timed out or were withdrawn), so the array does not grow for ever.
    if (this.waiting === 0) {
      this.line = [];
      this.head = 0;
    } else if (this.head > 1024 && this.head * 2 > this.line.length) {
      this.line = this.line.slice(this.head);
      this.head = 0;
    }
  }
}
