/**
 * Every SPEC §3 activity type in plain words (DESIGN §12: "the timeline renders each one in
 * words"), from the data its producers write. Pure and plain: the timeline, the live feed and
 * tests use it. Fields missing from an old or foreign row are left out, never printed as
 * "undefined" or JSON.
 */
import { opportunityStageLabel } from './opportunity-stages';
import type { ActivityType } from './types';
import { formatPrice, formatter } from '@/lib/format/formatter';

export interface WordsInput {
  type: ActivityType;
  data: Record<string, unknown>;
  property?: { address: string } | null;
  agent?: { name: string } | null;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : null);
const number = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : null);
/** Long texts (a note, an e-mail body) shortened for one line. */
const clip = (v: string, max = 140) => (v.length > max ? `${v.slice(0, max - 1).trimEnd()}…` : v);
const quoted = (v: string | null) => (v ? ` “${clip(v, 80)}”` : '');
const words = (v: string) => v.replace(/[_-]+/g, ' ');
const capital = (v: string) => v.charAt(0).toUpperCase() + v.slice(1);

/** A lead stage as people say it ("under_contract" → "Under contract"). */
export const stageLabel = (stage: unknown): string => capital(words(text(stage) ?? 'unknown'));

/** A merged import's changed fields (lib/crm/imports/batch.ts) as people say them. */
const IMPORT_FIELD_WORDS: Record<string, string> = {
  firstName: 'first name', lastName: 'last name', email: 'e-mail', phone: 'phone', source: 'source', tags: 'tags', buyerAgentId: 'buyer agent', isSeller: 'seller',
};

const CALL_OUTCOME_WORDS: Record<string, string> = {
  'connected': 'talked',
  'left-voicemail': 'left a voicemail',
  'no-answer': 'no answer',
  'busy': 'line busy',
  'wrong-number': 'wrong number',
};

function duration(seconds: number | null): string {
  if (seconds === null || seconds <= 0) return '';
  if (seconds < 60) return ` (${Math.round(seconds)} s)`;
  const minutes = Math.round(seconds / 60);
  return minutes < 60 ? ` (${minutes} min)` : ` (${Math.floor(minutes / 60)} h ${minutes % 60} min)`;
}

const TRANSFER_WORDS: Record<string, string> = { agent: 'buyer agent', listingAgent: 'listing agent', lender: 'lender' };

function criteriaWords(criteria: unknown): string {
  if (typeof criteria !== 'object' || criteria === null) return '';
  const c = criteria as Record<string, unknown>;
  const parts: string[] = [];
  const place = text(c.city_label) ?? text(c.city) ?? text(c.zip) ?? text(c.keyword);
  if (place) parts.push(`in ${capital(words(place.split(/[|,]/)[0]!))}`);
  const min = number(c.minprice);
  const max = number(c.maxprice);
  if (min !== null) parts.push(`from ${formatPrice(min)}`);
  if (max !== null) parts.push(`up to ${formatPrice(max)}`);
  const beds = number(c.minbeds);
  if (beds !== null) parts.push(`${beds}+ beds`);
  return parts.length ? ` ${parts.join(', ')}` : '';
}

const showingTime = (v: unknown): string | null => {
  const at = typeof v === 'string' ? new Date(v) : null;
  return at && !Number.isNaN(at.getTime()) ? formatter.dateTime(at, 'showing') : null;
};

/**
 * A showing the lead asked for on the site, or one an agent booked or changed in the CRM
 * (`scheduledBy` set, issue 15: `from` when moved, `status`/`statusFrom` when its status changed).
 */
function showingWords(d: Record<string, unknown>, home: string): string {
  const of = home ? ` of${home}` : '';
  const when = showingTime(d.requestedFor);
  if (d.scheduledBy === undefined || d.scheduledBy === null) return `Requested a showing${of}${when ? ` for ${when}` : ''}`;
  const from = showingTime(d.from);
  if (from && when) return `Showing${of} moved from ${from} to ${when}`;
  const status = text(d.status);
  if (status) return `Showing${of}${when ? ` on ${when}` : ''} ${status === 'cancelled' ? 'cancelled' : status === 'done' ? 'marked done' : `marked ${words(status)}`}`;
  return `Showing${of} booked${when ? ` for ${when}` : ''}`;
}

/** " with Google": a sign-up through a social-login provider (lib/leads/social-sign-in.ts). */
function withProvider(value: unknown): string {
  return value === 'google' ? ' with Google' : value === 'facebook' ? ' with Facebook' : '';
}

/** One line for one activity. */
export function activityWords({ type, data, property }: WordsInput): string {
  const d = data ?? {};
  const home = property?.address ? ` ${property.address}` : '';
  const subject = quoted(text(d.subject));
  const alertName = quoted(text(d.name));
  const body = text(d.body) ?? text(d.text) ?? text(d.message);
  const said = body ? `: ${clip(body)}` : '';
  switch (type) {
    case 'created': return `Lead created${text(d.source) ? ` from ${text(d.source)}` : ''}`;
    case 'sign-up': return `Signed up${text(d.signUpType) ? ` (${words(text(d.signUpType)!)})` : ''}${withProvider(d.provider)}`;
    case 'sign-up-partial': return `Started signing up${withProvider(d.provider)}`;
    case 'sign-up-finish': return 'Finished signing up';
    case 'lead-routing': return `Routed by the lead flow${text(d.rule) ? ` (${text(d.rule)})` : ''}${text(d.agentName) ? ` to ${text(d.agentName)}` : ''}${text(d.reason) ? `: ${text(d.reason)}` : ''}`;
    case 'lead-claim': return text(d.from) === 'offer' ? 'Claimed: first of the group to claim' : 'Claimed from the pond';
    case 'transfer': {
      const role = TRANSFER_WORDS[text(d.type) ?? ''] ?? 'agent';
      // A deactivated agent's leads with no one to take them (lib/crm/team-activation.ts).
      if (d.to === null) return text(d.type) === 'agent' ? 'Transferred to the pond: no buyer agent now' : `Transferred: no ${role} now`;
      return `Transferred: ${role} is now ${text(d.toName) ?? (number(d.to) !== null ? `agent #${number(d.to)}` : 'someone else')}`;
    }
    case 'smart-text': return `Smart text sent${said}`;
    case 'auto-call': return `Automatic call${text(d.outcome) ? ` — ${words(text(d.outcome)!)}` : ''}`;
    case 'reverse-phone-number': return `Phone number looked up${text(d.name) ? `: ${text(d.name)}` : ''}`;
    case 'welcome-email': return `Welcome e-mail sent${subject}`;
    case 'delayed-email': return `Follow-up e-mail sent${subject}`;
    case 'seller-delayed-email': return `Seller follow-up e-mail sent${subject}`;
    case 'e-alert': {
      const n = number(d.updates);
      return `E-alert${alertName} sent${n !== null ? ` with ${n} ${n === 1 ? 'home' : 'homes'}` : ''}`;
    }
    case 'return-visit': return typeof d.daysAway === 'number' && d.daysAway > 0 ? `Came back to the site after ${d.daysAway} day${d.daysAway === 1 ? '' : 's'} away` : 'Came back to the site';
    case 'todo-added': return `To-do added${quoted(text(d.title))}`;
    case 'todo-changed': {
      const changes = (typeof d.changes === 'object' && d.changes !== null ? d.changes : {}) as Record<string, { to?: unknown }>;
      const done = changes.done?.to;
      const what = done === true ? 'marked done' : done === false ? 'reopened' : 'changed';
      return `To-do${quoted(text(d.title))} ${what}`;
    }
    case 'call-added': {
      const outcome = text(d.outcome);
      const how = outcome ? CALL_OUTCOME_WORDS[outcome] ?? words(outcome).toLowerCase() : null;
      return `Called${how ? ` — ${how}` : ''}${duration(number(d.durationSeconds))}${text(d.note) ? `: ${clip(text(d.note)!)}` : ''}`;
    }
    case 'call-incoming': return `Incoming call${duration(number(d.durationSeconds))}`;
    // A run's milestones ({stage: 'finished'}, lib/automation/plans/fire.ts) or, in older data, a stage it set ({to}).
    case 'drip-plan-stage': return text(d.stage) ? `Action plan${quoted(text(d.planName))} ${words(text(d.stage)!)}` : `Action plan moved the stage${d.to ? ` to ${stageLabel(d.to)}` : ''}`;
    case 'drip-plan-email': return `Action plan e-mail sent${subject}`;
    case 'drip-plan-call': return `Action plan call due${quoted(text(d.title) ?? body)}`;
    case 'drip-plan-text': return `Action plan text sent${said}`;
    case 'drip-plan-todo': return `Action plan to-do added${quoted(text(d.title) ?? body)}`;
    case 'property-view': return home ? `Viewed${home}` : 'Viewed a home';
    case 'house-favorite-added': return home ? `Saved${home} as a favourite` : 'Saved a favourite';
    case 'house-favorite-removed': return d.all === true ? 'Cleared all favourites' : home ? `Removed${home} from favourites` : 'Removed a favourite';
    case 'email': return `E-mail sent${subject}`;
    case 'email-reply': return `Replied by e-mail${subject || said}`;
    case 'email-open': return `Opened an e-mail${subject}`;
    case 'email-click': return d.unsubscribed === true ? `Unsubscribed from automated e-mails${subject ? ` (from${subject})` : ''}` : `Clicked a link in an e-mail${subject}`;
    case 'gmail': return `Gmail sent${subject}`;
    case 'gmail-reply': return `Replied in Gmail${subject || said}`;
    case 'text-reply': return `Texted back${said}`;
    case 'text': return `Text sent${said}`;
    case 'lead-question': return `Asked a question${home ? ` about${home}` : ''}${said}`;
    case 'lead-request-showing': return showingWords(d, home);
    case 'auto-import': {
      // lib/crm/imports/batch.ts: {importId, fileName, row, result: created|merged, changed?, provider, source}.
      const file = text(d.fileName);
      const row = number(d.row);
      const where = file ? ` (${file}${row !== null ? `, row ${row}` : ''})` : '';
      if (text(d.result) === 'merged') {
        const changed = Array.isArray(d.changed) ? d.changed.map(text).filter((f): f is string => f !== null) : [];
        return `Merged from an import${where}${changed.length > 0 ? `: added ${changed.map((f) => IMPORT_FIELD_WORDS[f] ?? words(f)).join(', ')}` : ': nothing new'}`;
      }
      const from = text(d.provider) ?? text(d.source);
      return `Imported${from ? ` from ${from}` : ''}${where}`;
    }
    case 'delayed-drip-plan': {
      const until = text(d.until) && !Number.isNaN(Date.parse(text(d.until)!)) ? formatter.dateTime(new Date(text(d.until)!), 'showing') : null;
      // A step held for the sending hours names the step and when it goes; a plan's later start does not.
      return until && number(d.step) !== null ? `Action plan${quoted(text(d.planName))} step ${number(d.step)} waits for sending hours: ${until}` : `Action plan${quoted(text(d.name) ?? text(d.planName))} will start later`;
    }
    case 'drip-plan-status': return `Action plan${quoted(text(d.name) ?? text(d.planName))} ${text(d.status) ? words(text(d.status)!) : 'status changed'}${text(d.reason) ? ` — ${text(d.reason)}` : ''}`;
    case 'e-alert-open': return `Opened the e-alert${alertName}`;
    case 'e-alert-click': return home ? `Clicked${home} in the e-alert${alertName}` : `Clicked a link in the e-alert${alertName}`;
    case 'voice-mail': return `Left a voicemail${duration(number(d.durationSeconds))}`;
    case 'drip-voice-mail': return 'Action plan voicemail dropped';
    case 'stage': {
      // A pipeline card's move carries its opportunity (lib/crm/opportunity-write.ts); a lead's own stage change does not.
      if (d.opportunityId === undefined) return `Stage changed from ${stageLabel(d.from)} to ${stageLabel(d.to)}`;
      const deal = `Opportunity${home ? ` at${home}` : ''}`;
      const value = number(d.value);
      const worth = value !== null ? ` (${formatPrice(value)})` : '';
      return d.from === null || d.from === undefined ? `${deal} opened at ${opportunityStageLabel(d.to)}${worth}` : `${deal} moved from ${opportunityStageLabel(d.from)} to ${opportunityStageLabel(d.to)}${worth}`;
    }
    case 'lead-search': return `Searched for homes${criteriaWords(d.criteria)}`;
    case 'estimate-request': {
      const value = number(d.estimate);
      return `Asked for a home estimate${text(d.address) ? ` of ${text(d.address)}` : home ? ` of${home}` : ''}${value !== null ? ` (${formatPrice(value)})` : ''}`;
    }
    case 'add-note': return `Note${said}`;
    case 'e-alert-frequency-changed': {
      const to = text(d.to);
      return `E-alert${alertName} frequency changed${text(d.from) ? ` from ${words(text(d.from)!)}` : ''}${to ? ` to ${words(to)}` : ''}`;
    }
    case 'scheduled-drip-plan': return `Action plan${quoted(text(d.name) ?? text(d.planName))} scheduled`;
    case 'scheduled-text': return `Text scheduled${said}`;
  }
}
