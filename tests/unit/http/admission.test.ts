/** @jest-environment node */
import { AdmissionQueue, type AdmissionOptions, type Refusal } from '@/lib/http/admission';
import { ADMISSION_DEFAULTS, admissionOptions, laneOf } from '@/lib/http/admission-lanes';

/** A fake clock: timers run when the test moves time on. */
function fakeTimers() {
  let now = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  let id = 0;
  return {
    setTimer: (run: () => void, ms: number) => {
      timers.set(++id, { at: now + ms, run });
      return id;
    },
    clearTimer: (timer: unknown) => void timers.delete(timer as number),
    advance(ms: number) {
      now += ms;
      for (const [key, t] of [...timers].sort((a, b) => a[1].at - b[1].at)) {
        if (t.at > now) continue;
        timers.delete(key);
        t.run();
      }
    },
    pending: () => timers.size,
  };
}

function setup(options: Partial<AdmissionOptions> = {}) {
  const clock = fakeTimers();
  // Let in at once on release here; the default (the next turn of the loop) has its own test.
  const queue = new AdmissionQueue({ concurrency: 2, maxQueue: 3, maxWaitMs: 1000, setTimer: clock.setTimer, clearTimer: clock.clearTimer, defer: (run) => run(), ...options });
  const admitted: string[] = [];
  const refused: [string, Refusal][] = [];
  const releases = new Map<string, () => void>();
  const enter = (name: string) =>
    queue.enter({
      admit: (release) => {
        admitted.push(name);
        releases.set(name, release);
      },
      refuse: (why) => refused.push([name, why]),
    });
  const release = (name: string) => {
    const r = releases.get(name);
    if (!r) throw new Error(`${name} was never admitted`);
    r();
  };
  return { queue, clock, admitted, refused, enter, release };
}

describe('AdmissionQueue', () => {
  test('admits up to the concurrency at once, then lets waiting requests in first come, first served', () => {
    const { admitted, enter, release, queue } = setup();
    for (const name of ['a', 'b', 'c', 'd', 'e']) enter(name);
    expect(admitted).toEqual(['a', 'b']);
    expect(queue.stats()).toMatchObject({ inFlight: 2, queued: 3 });
    release('b');
    expect(admitted).toEqual(['a', 'b', 'c']);
    release('a');
    release('c');
    expect(admitted).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  test('a newcomer never overtakes a waiting request, even when a place is free at that moment', () => {
    const { admitted, enter, release } = setup({ concurrency: 1 });
    enter('a');
    enter('b');
    // A release and a new arrival: b, who waited, goes first.
    release('a');
    enter('c');
    expect(admitted).toEqual(['a', 'b']);
    release('b');
    expect(admitted).toEqual(['a', 'b', 'c']);
  });

  test('the line is bounded: one more than maxQueue is refused at once as full', () => {
    const { admitted, refused, enter, queue } = setup();
    for (const name of ['a', 'b', 'c', 'd', 'e', 'f']) enter(name);
    expect(admitted).toEqual(['a', 'b']);
    expect(refused).toEqual([['f', 'full']]);
    expect(queue.stats()).toMatchObject({ queued: 3, refusedFull: 1 });
  });

  test('a request waiting longer than maxWaitMs is refused (time-out), not answered late; the rest keep their order', () => {
    const { admitted, refused, enter, release, clock, queue } = setup();
    enter('a');
    enter('b');
    enter('c');
    clock.advance(600);
    enter('d');
    clock.advance(400);
    expect(refused).toEqual([['c', 'timeout']]);
    release('a');
    expect(admitted).toEqual(['a', 'b', 'd']);
    expect(queue.stats()).toMatchObject({ queued: 0, refusedTimeout: 1 });
    // d was admitted: its timer no longer fires.
    clock.advance(5000);
    expect(refused).toEqual([['c', 'timeout']]);
    expect(clock.pending()).toBe(0);
  });

  test('a client that leaves while waiting gives up its place and is never called back', () => {
    const { admitted, refused, enter, release, queue } = setup({ concurrency: 1 });
    enter('a');
    const withdrawB = enter('b');
    enter('c');
    withdrawB();
    expect(queue.stats().queued).toBe(1);
    release('a');
    expect(admitted).toEqual(['a', 'c']);
    expect(refused).toEqual([]);
  });

  test('releasing twice frees one place only', () => {
    const { admitted, enter, release, queue } = setup({ concurrency: 1 });
    enter('a');
    enter('b');
    enter('c');
    release('a');
    release('a');
    expect(admitted).toEqual(['a', 'b']);
    expect(queue.stats()).toMatchObject({ inFlight: 1, queued: 1 });
  });

  test('by default the next in line is let in on a later turn of the event loop, never inside the release', async () => {
    const queue = new AdmissionQueue({ concurrency: 1, maxQueue: 5, maxWaitMs: 1000 });
    const admitted: string[] = [];
    let releaseA = () => {};
    queue.enter({ admit: (release) => ((releaseA = release), admitted.push('a')), refuse: () => {} });
    queue.enter({ admit: () => admitted.push('b'), refuse: () => {} });
    releaseA();
    expect(admitted).toEqual(['a']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(admitted).toEqual(['a', 'b']);
  });

  test('Retry-After is at least a second and about the longest wait', () => {
    expect(setup({ maxWaitMs: 200 }).queue.retryAfterSeconds()).toBe(1);
    expect(setup({ maxWaitMs: 2500 }).queue.retryAfterSeconds()).toBe(3);
  });

  test('refuses nonsense settings', () => {
    expect(() => new AdmissionQueue({ concurrency: 0, maxQueue: 1, maxWaitMs: 1 })).toThrow(/concurrency/);
    expect(() => new AdmissionQueue({ concurrency: 1, maxQueue: -1, maxWaitMs: 1 })).toThrow(/maxQueue/);
    expect(() => new AdmissionQueue({ concurrency: 1, maxQueue: 1, maxWaitMs: 0 })).toThrow(/maxWaitMs/);
  });
});

describe('lanes and knobs', () => {
  test('static files never wait, photos have their own line, the rest share the app line', () => {
    for (const path of ['/_next/static/chunks/a.js', '/favicon.ico', '/maplibre-gl-worker.mjs', '/tenants/1/logo.svg', '/api/health']) expect(laneOf(path)).toBe('static');
    for (const path of ['/images/12-0.jpg', '/images/agents/a.jpg', '/api/company/images/3']) expect(laneOf(path)).toBe('photos');
    for (const path of ['/', '/real-estate', '/api/properties', '/api/company/settings', '/_next/image', '/images']) expect(laneOf(path)).toBe('app');
  });

  test('the environment sets the limits; 0 turns admission off; nonsense stops the server', () => {
    expect(admissionOptions({})).toEqual(ADMISSION_DEFAULTS);
    expect(admissionOptions({ ADMISSION_CONCURRENCY: '2', ADMISSION_QUEUE: '0', ADMISSION_MAX_WAIT_MS: '500' })).toEqual({ concurrency: 2, maxQueue: 0, maxWaitMs: 500 });
    expect(admissionOptions({ ADMISSION_CONCURRENCY: '0' })).toBeNull();
    expect(() => admissionOptions({ ADMISSION_CONCURRENCY: 'many' })).toThrow(/ADMISSION_CONCURRENCY/);
    expect(() => admissionOptions({ ADMISSION_MAX_WAIT_MS: '0' })).toThrow(/ADMISSION_MAX_WAIT_MS/);
  });
});
