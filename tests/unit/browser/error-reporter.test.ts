/**
 * @jest-environment jsdom
 */
import { noteApiCall } from '@/lib/api/call-log';
import { cleanUrl, DEFAULT_BACKOFF_MS, ErrorReporter, parseStack, REPORT_LIMITS, retryAfterMs, shouldIgnore, type ErrorPayload, type SendResult } from '@/lib/browser/error-reporter';
import { describeElement, installErrorReporter } from '@/lib/browser/error-reporter-install';

// SPEC §8: "Error reporting ignores 'Script error' and backs off after 400, 401, 429; limits 100
// breadcrumbs, 50 stack frames, 250-character URL."

function reporterWith(answers: SendResult[] = []) {
  let clock = 1_000_000;
  const sent: ErrorPayload[] = [];
  const reporter = new ErrorReporter({
    surface: 'site', release: 'build-1', now: () => clock,
    send: async (p) => { sent.push(p); return answers.shift() ?? { status: 202, retryAfter: null }; },
  });
  return { reporter, sent, tick: (ms: number) => { clock += ms; } };
}

const chromeStack = (n: number) => ['TypeError: boom', ...Array.from({ length: n }, (_, i) => `    at fn${i} (https://site.test/_next/static/chunks/app-${i}.js:${i + 1}:${i + 10})`)].join('\n');

test("'Script error' (any case, with or without the dot) and empty messages are ignored", async () => {
  for (const m of ['Script error.', 'Script error', 'script error.', 'Uncaught Script error.', '  ', '']) expect([m, shouldIgnore(m)]).toEqual([m, true]);
  expect(shouldIgnore('Script errors happen')).toBe(false);
  const { reporter, sent } = reporterWith();
  expect(await reporter.capture('Script error.', 'https://site.test/')).toBeNull();
  expect(sent).toHaveLength(0);
});

test('stack: Chrome and Firefox frames parsed, at most 50, top first', () => {
  const frames = parseStack(chromeStack(80));
  expect(frames).toHaveLength(REPORT_LIMITS.frames);
  expect(REPORT_LIMITS.frames).toBe(50);
  expect(frames[0]).toEqual({ fn: 'fn0', file: 'https://site.test/_next/static/chunks/app-0.js', line: 1, column: 10 });
  expect(parseStack('    at https://site.test/a.js:3:4')).toEqual([{ fn: null, file: 'https://site.test/a.js', line: 3, column: 4 }]);
  expect(parseStack('    at async load (https://site.test/b.js:5:6)')[0]).toMatchObject({ fn: 'load', line: 5 });
  expect(parseStack('render@https://site.test/c.js:7:8\n@https://site.test/d.js:9:1')).toEqual([
    { fn: 'render', file: 'https://site.test/c.js', line: 7, column: 8 },
    { fn: null, file: 'https://site.test/d.js', line: 9, column: 1 },
  ]);
  expect(parseStack('Error: x\n    at eval (eval at evaluate (:291:30), <anonymous>:1:47)\n    at <anonymous>:3:9')).toEqual([
    { fn: 'eval', file: '<anonymous>', line: 1, column: 47 },
    { fn: null, file: '<anonymous>', line: 3, column: 9 },
  ]);
  expect(parseStack(undefined)).toEqual([]);
  expect(parseStack('just text\nno frames here')).toEqual([]);
});

test('URLs: at most 250 characters, tokens and e-mails out of the query, no fragment', () => {
  expect(cleanUrl(`https://site.test/${'a'.repeat(400)}`)).toHaveLength(250);
  expect(REPORT_LIMITS.url).toBe(250);
  expect(cleanUrl('https://site.test/reset?token=abc123&page=2#secret')).toBe('https://site.test/reset?token=[x]&page=2');
  expect(cleanUrl('https://site.test/x?q=jane%40mail.test&sort=price')).toBe('https://site.test/x?q=[x]&sort=price');
  expect(cleanUrl('https://site.test/x?email=a&access_key=k&code=9&sessionId=s')).toBe('https://site.test/x?email=[x]&access_key=[x]&code=[x]&sessionId=[x]');
  expect(cleanUrl('https://site.test/lead/jane@mail.test/edit')).toBe('https://site.test/lead/[email]/edit');
  expect(cleanUrl('https://site.test/x?bad=%E0%A4%A')).toBe('https://site.test/x?bad=%E0%A4%A');
});

test('breadcrumbs: a ring of the last 100; navigation URLs cleaned; e-mails masked in any crumb', async () => {
  const { reporter, sent } = reporterWith();
  for (let i = 0; i < 130; i++) reporter.breadcrumb('click', `button "Save ${i}"`);
  reporter.breadcrumb('navigation', 'https://site.test/search?token=t');
  reporter.breadcrumb('api', 'GET /api/leads → 200 for jane@mail.test');
  expect(reporter.breadcrumbs).toHaveLength(REPORT_LIMITS.breadcrumbs);
  expect(REPORT_LIMITS.breadcrumbs).toBe(100);
  expect(reporter.breadcrumbs[0]!.text).toBe('button "Save 32"');
  expect(reporter.breadcrumbs.at(-2)!.text).toBe('https://site.test/search?token=[x]');
  expect(reporter.breadcrumbs.at(-1)!.text).toBe('GET /api/leads → 200 for [email]');
  await reporter.capture(new TypeError('boom'), 'https://site.test/');
  expect(sent[0]!.breadcrumbs).toHaveLength(100);
  expect(sent[0]).toMatchObject({ surface: 'site', release: 'build-1', message: 'TypeError: boom', url: 'https://site.test/' });
});

test('the same error (message and top frame) is sent once a page life; another frame or message is another error', async () => {
  const { reporter, sent } = reporterWith();
  const a = Object.assign(new Error('boom'), { stack: chromeStack(3) });
  await reporter.capture(a, 'https://site.test/1');
  await reporter.capture(Object.assign(new Error('boom'), { stack: chromeStack(3) }), 'https://site.test/2');
  expect(sent).toHaveLength(1);
  await reporter.capture(Object.assign(new Error('boom'), { stack: '    at other (https://site.test/x.js:1:1)' }), 'https://site.test/');
  await reporter.capture('a string thrown', 'https://site.test/');
  await reporter.capture({ code: 7 }, 'https://site.test/');
  expect(sent.map((p) => p.message)).toEqual(['boom', 'boom', 'a string thrown', 'Non-error thrown: {"code":7}']);
});

test.each([400, 401, 429])('after a %i answer nothing is sent until Retry-After has passed', async (status) => {
  const { reporter, sent, tick } = reporterWith([{ status, retryAfter: '120' }]);
  await reporter.capture(new Error('first'), 'https://site.test/');
  expect(reporter.backingOff).toBe(true);
  await reporter.capture(new Error('second'), 'https://site.test/');
  tick(119_000);
  await reporter.capture(new Error('third'), 'https://site.test/');
  expect(sent.map((p) => p.message)).toEqual(['first']);
  tick(1_000);
  await reporter.capture(new Error('fourth'), 'https://site.test/');
  expect(sent.map((p) => p.message)).toEqual(['first', 'fourth']);
});

test('without Retry-After the back-off is five minutes; an HTTP-date Retry-After is honoured; other statuses never back off', async () => {
  const { reporter, sent, tick } = reporterWith([{ status: 401, retryAfter: null }, { status: 500, retryAfter: '999' }, { status: 413, retryAfter: null }]);
  await reporter.capture(new Error('a'), 'u');
  tick(DEFAULT_BACKOFF_MS - 1);
  await reporter.capture(new Error('b'), 'u');
  tick(1);
  await reporter.capture(new Error('c'), 'u');
  await reporter.capture(new Error('d'), 'u');
  await reporter.capture(new Error('e'), 'u');
  expect(sent.map((p) => p.message)).toEqual(['a', 'c', 'd', 'e']);
  expect(retryAfterMs(new Date(61_000).toUTCString(), 1_000)).toBe(60_000);
  expect(retryAfterMs('soon', 0)).toBeNull();
});

test('a sender that throws (offline) is swallowed: the reporter never adds an error of its own', async () => {
  const reporter = new ErrorReporter({ surface: 'crm', release: null, send: () => Promise.reject(new Error('offline')) });
  await expect(reporter.capture(new Error('x'), 'u')).resolves.toMatchObject({ message: 'x', surface: 'crm' });
});

test('installed: window errors and rejections are sent with click, navigation and API breadcrumbs; typed text never', async () => {
  const bodies: ErrorPayload[] = [];
  const realFetch = global.fetch;
  global.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
    bodies.push(JSON.parse(String(init?.body)));
    expect((init?.headers as Record<string, string>)['X-Requested-With']).toBe('XMLHttpRequest');
    return new Response('{}', { status: 202 });
  }) as typeof fetch;
  document.body.innerHTML = '<form><input name="email" id="email" value="jane@secret.test"><button type="button" id="save">Save changes</button></form>';
  const uninstall = installErrorReporter('crm');
  try {
    (document.getElementById('email') as HTMLInputElement).click();
    document.getElementById('save')!.click();
    window.history.pushState({}, '', '/leads?q=jane%40secret.test');
    noteApiCall('PATCH', 'https://crm.test/api/crm/leads/5?x=1', 422);
    window.dispatchEvent(new ErrorEvent('error', { message: 'boom', error: new Error('boom') }));
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    await new Promise((r) => setTimeout(r, 0));
    expect(bodies).toHaveLength(1);
    const crumbs = bodies[0]!.breadcrumbs.map((b) => `${b.kind} ${b.text}`);
    expect(crumbs).toContain('click input #email [name=email]');
    expect(crumbs).toContain('click button #save "Save changes"');
    expect(crumbs).toContain('navigation http://localhost/leads?q=[x]');
    expect(crumbs).toContain('api PATCH /api/crm/leads/5 → 422');
    expect(JSON.stringify(bodies[0])).not.toContain('secret.test');
    expect(bodies[0]!.surface).toBe('crm');
  } finally {
    uninstall();
    global.fetch = realFetch;
  }
  expect(describeElement(null)).toBe('unknown');
});
