import fs from 'node:fs';
import path from 'node:path';

/**
 * DESIGN §12: every lead activity type of SPEC §3 has a producer in the product. A static scan
 * of lib/ and app/ (not the seed, not the files that only read or name types: the timeline's
 * words and tabs, the type lists) for the type written where a row is made — `type: '<type>'`
 * in an insert's values, or the type as one side of a `cond ? '<a>' : '<b>'` type choice.
 */
// SPEC §3 "Lead activity types", as written there.
const SPEC_TYPES = [
  'created', 'sign-up', 'sign-up-partial', 'sign-up-finish', 'lead-routing', 'lead-claim', 'transfer', 'smart-text', 'auto-call',
  'reverse-phone-number', 'welcome-email', 'delayed-email', 'seller-delayed-email', 'e-alert', 'return-visit', 'todo-added',
  'todo-changed', 'call-added', 'call-incoming', 'drip-plan-stage', 'drip-plan-email', 'drip-plan-call', 'drip-plan-text',
  'drip-plan-todo', 'property-view', 'house-favorite-added', 'house-favorite-removed', 'email', 'email-reply', 'email-open',
  'email-click', 'gmail', 'gmail-reply', 'text-reply', 'text', 'lead-question', 'lead-request-showing', 'auto-import',
  'delayed-drip-plan', 'drip-plan-status', 'e-alert-open', 'e-alert-click', 'voice-mail', 'drip-voice-mail', 'stage',
  'lead-search', 'estimate-request', 'add-note', 'e-alert-frequency-changed', 'scheduled-drip-plan', 'scheduled-text',
] as const;

/** Not produced yet, and why. */
const NOT_YET: Record<string, string> = {};

const ROOT = path.resolve(__dirname, '../../..');
/** Files that name types without producing them. */
const NOT_PRODUCERS = [/^lib\/seed\//, /activity-words\.ts$/, /activity-tabs\.ts$/, /^lib\/db\/schema\//, /\/types\.ts$/, /activity-types?\.ts$/];

function productFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) out.push(...productFiles(rel));
    else if (/\.tsx?$/.test(entry.name) && !NOT_PRODUCERS.some((re) => re.test(rel))) out.push(rel);
  }
  return out;
}

const sources = [...productFiles('lib'), ...productFiles('app')].map((file) => ({ file, text: fs.readFileSync(path.join(ROOT, file), 'utf8') }));

/** A file writes activities itself, or through the shared writers of inbound replies and trigger mails. */
const WRITES_ACTIVITIES = /insert\(activities\)|insert into activities|writtenActivity|activityRow|recordLeadReply\(|recordTriggerMail\(/i;

/**
 * Types written through a value rather than a literal at the insert: the delayed e-mails are
 * scheduled under their type (scheduled_lead_mails.kind, chosen here) and written by
 * lib/automation/triggers/delayed-mail.ts as `recordTriggerMail(…, { type: row.kind })`.
 */
const INDIRECT: Record<string, string> = {
  'delayed-email': 'lib/automation/triggers/delayed-mail-schedule.ts',
  'seller-delayed-email': 'lib/automation/triggers/delayed-mail-schedule.ts',
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');

/** Where a type is written: `type: 'x'` or `activity('x', …)`, or `? 'x' :` / `: 'x'` in a type choice, in a file that inserts activities. */
function producersOf(type: string): string[] {
  const quoted = `'${escape(type)}'`;
  // `type: 'x'` in an insert's values, or `activity('x', …)` through a file's own small writer.
  const written = new RegExp(`(?:type:|activity\\()\\s*(?:[^,}\\n]*\\?\\s*)?(?:'[^']*'\\s*:\\s*)?${quoted}`);
  const direct = sources.filter(({ text }) => WRITES_ACTIVITIES.test(text) && written.test(text)).map(({ file }) => file);
  const indirect = INDIRECT[type];
  return indirect && sources.some(({ file, text }) => file === indirect && text.includes(`'${type}'`)) ? [...direct, indirect] : direct;
}

describe('every SPEC §3 lead activity type has a producer in the product', () => {
  test.each(SPEC_TYPES.filter((t) => !(t in NOT_YET)))('%s', (type) => {
    expect(producersOf(type)).not.toEqual([]);
  });

  test('NOT_YET lists SPEC types that really have no producer yet, each with its reason', () => {
    for (const type of Object.keys(NOT_YET)) {
      expect(SPEC_TYPES).toContain(type);
      expect(producersOf(type)).toEqual([]);
    }
    for (const reason of Object.values(NOT_YET)) expect(reason).toMatch(/\w/);
  });

  test('the scan finds a known producer and no non-producer', () => {
    expect(producersOf('smart-text')).toContain('lib/automation/triggers/smart-text.ts');
    expect(producersOf('auto-import')).toContain('lib/crm/imports/batch.ts');
    expect(producersOf('no-such-type')).toEqual([]);
  });
});
