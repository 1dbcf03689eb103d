/**
 * The lead-flow editor's form state and its round trip to `PUT /api/crm/lead-flow` (plain:
 * the editor and the unit tests use it). Inputs hold text as typed; the API checks it and
 * names the field of anything wrong (`rules.2.match.minPrice`), which `fieldOf` maps back.
 */
import { describeMatch, type AssignMode, type LeadFlow, type RuleMatch } from '@/lib/automation/lead-flow/schema';
import { formatCount } from '@/lib/format/formatter';

export interface PersonOption { id: number; name: string }
export interface PlanOption { id: number; name: string; active: boolean }

export interface AssignDraft {
  mode: AssignMode;
  agentIds: number[];
  lenderId: string;
  actionPlanId: string;
}

export interface RuleDraft extends AssignDraft {
  /** React's key: stable while rules move. */
  key: string;
  /** The saved rule's id, sent back so its round-robin turn survives the save. */
  id?: string;
  name: string;
  source: string;
  minPrice: string;
  maxPrice: string;
  seller: '' | 'buyers' | 'sellers';
  cities: string;
  zips: string;
}

export interface FlowDraft {
  rules: RuleDraft[];
  default: AssignDraft;
}

let keys = 0;
const nextKey = () => `rule-${++keys}`;

const idText = (id: number | null) => (id === null ? '' : String(id));

export function draftOf(flow: LeadFlow): FlowDraft {
  return {
    rules: flow.rules.map((rule) => ({
      key: nextKey(),
      id: rule.id,
      name: rule.name,
      source: rule.match.source ?? '',
      minPrice: rule.match.minPrice === undefined ? '' : formatCount(rule.match.minPrice),
      maxPrice: rule.match.maxPrice === undefined ? '' : formatCount(rule.match.maxPrice),
      seller: rule.match.seller === undefined ? '' : rule.match.seller ? 'sellers' : 'buyers',
      cities: (rule.match.cities ?? []).join(', '),
      zips: (rule.match.zips ?? []).join(', '),
      mode: rule.assignTo.mode,
      agentIds: rule.assignTo.agentIds,
      lenderId: idText(rule.lenderId),
      actionPlanId: idText(rule.actionPlanId),
    })),
    default: { mode: flow.default.assignTo.mode, agentIds: flow.default.assignTo.agentIds, lenderId: idText(flow.default.lenderId), actionPlanId: idText(flow.default.actionPlanId) },
  };
}

export function newRule(position: number): RuleDraft {
  return { key: nextKey(), name: `Rule ${position}`, source: '', minPrice: '', maxPrice: '', seller: '', cities: '', zips: '', mode: 'round-robin', agentIds: [], lenderId: '', actionPlanId: '' };
}

/** "750,000" and "$750000" are a price; anything else goes as typed, for the API to name. */
function priceOf(text: string): number | string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const plain = trimmed.replace(/[$,\s]/g, '');
  return /^\d+(\.\d+)?$/.test(plain) ? Number(plain) : trimmed;
}

const listOf = (text: string) => text.split(/[,;\n]/).map((s) => s.trim()).filter(Boolean);
const idOf = (text: string) => (text === '' ? null : Number(text));

function assignBody(a: AssignDraft) {
  return { assignTo: { mode: a.mode, agentIds: a.mode === 'pond' ? [] : a.agentIds }, lenderId: idOf(a.lenderId), actionPlanId: idOf(a.actionPlanId) };
}

export function bodyOf(draft: FlowDraft) {
  return {
    rules: draft.rules.map((r) => ({
      ...(r.id ? { id: r.id } : {}),
      name: r.name,
      match: {
        source: r.source.trim() || null,
        minPrice: priceOf(r.minPrice),
        maxPrice: priceOf(r.maxPrice),
        seller: r.seller === '' ? null : r.seller === 'sellers',
        cities: listOf(r.cities),
        zips: listOf(r.zips),
      },
      ...assignBody(r),
    })),
    default: assignBody(draft.default),
  };
}

/** Moves rule `index` one place up (-1) or down (+1); rules at the ends stay. */
export function moved<T>(list: T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** The API's field names for one part of the form: `rules.2.match.minPrice` → rule 2's `minPrice`; `rules.2.assignTo.agentIds` → `agentIds`. */
export function fieldOf(path: string): { part: number | 'default' | null; field: string } {
  const rule = /^rules\.(\d+)\.(?:match\.|assignTo\.)?([A-Za-z]+)/.exec(path);
  if (rule) return { part: Number(rule[1]), field: rule[2] ?? '' };
  const fallback = /^default\.(?:assignTo\.)?([A-Za-z]+)/.exec(path);
  if (fallback) return { part: 'default', field: fallback[1] ?? '' };
  return { part: null, field: path };
}

/** Errors of one part of the form, by field. */
export function errorsFor(errors: Record<string, string>, part: number | 'default'): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const at = fieldOf(path);
    if (at.part === part) out[at.field] ??= message;
  }
  return out;
}

const names = (ids: number[], people: PersonOption[]) => ids.map((id) => people.find((p) => p.id === id)?.name ?? `agent #${id}`);

function listWords(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** "What happens to a new lead" in one sentence, for each rule and the default. */
export function summaryOf(a: AssignDraft, who: string, people: { agents: PersonOption[]; lenders: PersonOption[]; plans: PlanOption[] }): string {
  const group = names(a.agentIds, people.agents);
  let sentence: string;
  if (a.mode === 'pond') sentence = `${who} wait in the pond for any agent to claim.`;
  else if (group.length === 0) sentence = `${who}: choose the agents.`;
  else if (a.mode === 'round-robin') sentence = group.length === 1 ? `${who} go to ${group[0]}.` : `${who} go to ${listWords(group)} in turn.`;
  else sentence = `${who} are offered to ${listWords(group)} at once; the first to claim gets the lead, else the default rule decides.`;
  const lender = a.lenderId ? people.lenders.find((l) => String(l.id) === a.lenderId)?.name : undefined;
  const plan = a.actionPlanId ? people.plans.find((p) => String(p.id) === a.actionPlanId)?.name : undefined;
  const extras = [lender ? `lender ${lender}` : '', plan ? `action plan “${plan}” starts` : ''].filter(Boolean);
  return extras.length ? `${sentence} Then: ${extras.join('; ')}.` : sentence;
}

/** Who a rule is about, from its criteria as typed ("New leads matching Sellers · Southampton"). */
export function whoOf(rule: RuleDraft): string {
  const price = (t: string) => {
    const p = priceOf(t);
    return typeof p === 'number' ? p : undefined;
  };
  const match: RuleMatch = {
    ...(rule.source.trim() ? { source: rule.source.trim() } : {}),
    ...(price(rule.minPrice) !== undefined ? { minPrice: price(rule.minPrice) } : {}),
    ...(price(rule.maxPrice) !== undefined ? { maxPrice: price(rule.maxPrice) } : {}),
    ...(rule.seller ? { seller: rule.seller === 'sellers' } : {}),
    ...(listOf(rule.cities).length ? { cities: listOf(rule.cities) } : {}),
    ...(listOf(rule.zips).length ? { zips: listOf(rule.zips) } : {}),
  };
  const words = describeMatch(match);
  return words === 'Every lead' ? 'All new leads' : `New leads (${words})`;
}
