import { ACTIVITY_TYPES, type ActivityType } from '@/lib/db/schema/activities';
import type { AgentType } from '@/lib/db/schema/agents';
import type { LeadStage } from '@/lib/db/schema/leads';
import type { Rng } from './random';
import { FIRST_NAMES, LAST_NAMES } from './names';

const DAY = 86_400_000;

export interface DemoAgent {
  type: AgentType;
  isAdmin: boolean;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  site: string;
  title: string;
}

/** A brokerage's staff: a broker-owner (admin), buyer and listing agents, realtors and lenders. */
export function demoAgents(rng: Rng, emailDomain: string, phoneBlock: number): DemoAgent[] {
  const plan: [AgentType, string, boolean][] = [
    ['broker', 'Broker/Owner', true],
    ['agent', 'Licensed Real Estate Salesperson', false],
    ['agent', 'Licensed Real Estate Salesperson', false],
    ['agent', 'Buyer Specialist', false],
    ['agent', 'Buyer Specialist', false],
    ['agent', 'Licensed Real Estate Salesperson', false],
    ['agent', 'Associate Broker', true],
    ['realtor', 'Listing Specialist', false],
    ['realtor', 'Listing Specialist', false],
    ['lender', 'Mortgage Loan Officer', false],
    ['lender', 'Mortgage Loan Officer', false],
  ];
  const used = new Set<string>();
  return plan.map(([type, title, isAdmin], i) => {
    let first: string, last: string;
    do {
      first = rng.pick(FIRST_NAMES);
      last = rng.pick(LAST_NAMES);
    } while (used.has(first + last));
    used.add(first + last);
    const handle = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
    return {
      type,
      isAdmin,
      firstName: first,
      lastName: last,
      email: `${handle}@${emailDomain}`,
      // 555-01xx numbers are reserved for fiction.
      phone: `+1631555${String(phoneBlock + i).padStart(4, '0')}`,
      site: handle.replace('.', '-'),
      title,
    };
  });
}

/**
 * Introduction videos for two of each company's agents (by position in demoAgents), for
 * /agent-video. Public videos, never fetched by the demo or the tests: the page loads a
 * player only when a visitor presses play (docs/agents.md).
 */
export const DEMO_VIDEOS: Record<number, string> = {
  1: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  7: 'https://vimeo.com/1084537',
};

export interface DemoLead {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  stage: LeadStage;
  createdAt: Date;
  completed: boolean;
  emailStatus: 'valid' | 'unknown' | 'invalid_address' | 'hardBounce' | 'softBounce' | 'unsub' | 'spam';
  phoneStatus: 'valid' | 'unknown' | 'bad_number';
  isSeller: boolean;
  isEngaged: boolean;
  source: string;
}

const STAGES: [LeadStage, number][] = [
  ['new', 25], ['attempted', 15], ['contacted', 15], ['nurture', 20], ['appointment', 6], ['active', 8], ['under_contract', 4], ['closed', 4], ['lost', 3],
];

/**
 * Every demo, however small, has a signed-up lead whose e-mail bounced and one whose phone
 * did (the two lead-confirmation prompts of SPEC §4): the fourth and fifth lead.
 */
const CONFIRMATION_DEMOS: Record<number, Pick<DemoLead, 'emailStatus' | 'phoneStatus'>> = {
  3: { emailStatus: 'invalid_address', phoneStatus: 'valid' },
  4: { emailStatus: 'valid', phoneStatus: 'bad_number' },
};

/**
 * And, however small, a lead whose mail bounced for good and one whose bounced for now, so the
 * CRM shows SPEC §8's e-mail status words ("Hard Bounce", "Invalid Email") on a known lead.
 * Only the status changes: every random draw stays as it was.
 */
const BOUNCED_DEMOS: Record<number, DemoLead['emailStatus']> = { 5: 'hardBounce', 6: 'softBounce' };

export function demoLead(rng: Rng, index: number, now: Date, phoneBlock: number): DemoLead {
  const drawn = randomLead(rng, index, now, phoneBlock);
  const bounced = BOUNCED_DEMOS[index];
  const lead = bounced ? { ...drawn, emailStatus: bounced } : drawn;
  const demo = CONFIRMATION_DEMOS[index];
  if (!demo) return lead;
  return { ...lead, ...demo, completed: true, phone: lead.phone ?? `+1631555${String(phoneBlock + (index % 100)).padStart(4, '0')}` };
}

function randomLead(rng: Rng, index: number, now: Date, phoneBlock: number): DemoLead {
  const firstName = rng.pick(FIRST_NAMES);
  const lastName = rng.pick(LAST_NAMES);
  const completed = rng.chance(0.8);
  return {
    firstName,
    lastName,
    // example.com addresses can never reach a real person.
    email: `${firstName}.${lastName}.${index}@example.com`.toLowerCase().replace(/'/g, ''),
    phone: completed ? `+1631555${String(phoneBlock + (index % 100)).padStart(4, '0')}` : null,
    stage: rng.weighted(STAGES),
    createdAt: new Date(now.getTime() - Math.floor(Math.pow(rng.next(), 1.5) * 540) * DAY - rng.int(0, 86_399) * 1000),
    completed,
    emailStatus: rng.weighted([['valid', 80], ['unknown', 10], ['invalid_address', 3], ['hardBounce', 2], ['softBounce', 2], ['unsub', 2], ['spam', 1]]),
    phoneStatus: completed ? rng.weighted([['valid', 85], ['unknown', 10], ['bad_number', 5]]) : 'unknown',
    isSeller: rng.chance(0.2),
    isEngaged: rng.chance(0.35),
    source: rng.weighted([['Website', 60], ['Google Ads', 15], ['Facebook', 10], ['Zillow import', 8], ['Referral', 7]]),
  };
}

export interface TimelineEvent {
  type: ActivityType;
  at: Date;
  agent: boolean;
  propertyIndex?: number;
  data: Record<string, unknown>;
}

/**
 * How a lead arrived: sign-up, routing and welcome mail, then the first browsing and
 * favourites. What agents did since (calls, texts, notes, stages) and the inbox come from
 * lib/seed/timeline-seed.ts and lib/seed/crm-inbox-seed.ts.
 */
export function leadTimeline(rng: Rng, lead: DemoLead, now: Date, viewedCount: number, favouriteCount: number): TimelineEvent[] {
  const events: TimelineEvent[] = [];
  let t = lead.createdAt.getTime();
  // A lead who signed up minutes ago did it all in those minutes, not hours after now.
  const pace = Math.min(1, (now.getTime() - t) / (50 * 3_600_000));
  const push = (type: ActivityType, agent: boolean, data: Record<string, unknown> = {}, propertyIndex?: number) => {
    events.push({ type, at: new Date(Math.min(t, now.getTime() - 60_000)), agent, data, propertyIndex });
    t += Math.round(rng.int(5, 600) * 60_000 * pace);
  };
  push('created', false, { source: lead.source });
  push(lead.completed ? 'sign-up' : 'sign-up-partial', false, { signUpType: lead.isSeller ? 'propertyPrice' : 'register' });
  if (lead.completed) push('sign-up-finish', false, { signUpType: lead.isSeller ? 'propertyPrice' : 'register' });
  push('lead-routing', false, { rule: 'Default rule: round robin' });
  push('welcome-email', false, { subject: 'Welcome! Your home search starts here' });
  for (let v = 0; v < viewedCount; v++) {
    // A lead who signed up an hour ago has not browsed for days yet.
    if (t >= now.getTime()) break;
    push('property-view', false, {}, v);
    if (v < favouriteCount && t < now.getTime()) push('house-favorite-added', false, {}, v);
    if (rng.chance(0.1)) t += rng.int(1, 14) * DAY;
  }
  if (lead.isSeller && t < now.getTime()) push('estimate-request', false, {});
  return events.filter((e) => ACTIVITY_TYPES.includes(e.type));
}
