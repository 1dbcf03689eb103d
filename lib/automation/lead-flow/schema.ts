/**
 * The lead flow's shape (DESIGN §12 "Lead flow (routing)"): what `PUT /api/crm/lead-flow` takes,
 * what is stored in lead_flows and what GET answers. Plain: the settings editor builds its
 * form from the same types and limits. Only the shape is checked here; that the agents,
 * lender and plan belong to the company is checked against the database (store.ts).
 */
import { z } from 'zod';
import { rowId, safeText } from '@/lib/http/input';
import { formatPrice } from '@/lib/format/formatter';

export const ASSIGN_MODES = ['round-robin', 'first-to-claim', 'pond'] as const;
export type AssignMode = (typeof ASSIGN_MODES)[number];

export const MAX_RULES = 50;
export const MAX_RULE_AGENTS = 100;
export const MAX_RULE_PLACES = 200;
/** Price bounds are compared in JavaScript (never in SQL), so they may exceed int4; 1e10 is beyond any listing. */
export const MAX_RULE_PRICE = 1e10;
export const MAX_RULE_NAME = 80;
export const MAX_SOURCE_LENGTH = 60;
/** The default rule's id in lead_flow_cursors and in activities. */
export const DEFAULT_RULE_ID = 'default';

export interface AssignTo {
  agentIds: number[];
  mode: AssignMode;
}

export interface RuleMatch {
  source?: string;
  minPrice?: number;
  maxPrice?: number;
  cities?: string[];
  zips?: string[];
  seller?: boolean;
}

export interface FlowRule {
  /** Stable across saves: round robin's cursor is kept per rule id. */
  id: string;
  name: string;
  match: RuleMatch;
  assignTo: AssignTo;
  lenderId: number | null;
  actionPlanId: number | null;
}

export interface DefaultRule {
  assignTo: AssignTo;
  lenderId: number | null;
  actionPlanId: number | null;
}

export interface LeadFlow {
  rules: FlowRule[];
  default: DefaultRule;
}

/**
 * A company that never saved a flow keeps what sign-ups did before the lead flow existed: the
 * lead waits in the pond (unless the company's site agent takes it, which the router decides
 * before any rule).
 */
export const EMPTY_LEAD_FLOW: LeadFlow = { rules: [], default: { assignTo: { agentIds: [], mode: 'pond' }, lenderId: null, actionPlanId: null } };

/** Absent, null and '' all mean "no such criterion" (a form's empty field). */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === null || v === '' ? undefined : v), schema.optional());

const ruleBound = () => z.number({ error: 'must be a number' }).min(0, { error: `must be from 0 to ${MAX_RULE_PRICE.toExponential()}` }).max(MAX_RULE_PRICE, { error: `must be from 0 to ${MAX_RULE_PRICE.toExponential()}` });

const place = safeText(80).transform((s) => s.trim().replace(/\s+/g, ' ')).pipe(z.string().min(1, { error: 'must not be empty' }));

/** Cities compare case-insensitively, so "Southampton" and "southampton" are one: the first spelling stays. */
function uniqueBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(key(item)) && Boolean(seen.add(key(item))));
}

const assignToSchema = z
  .object({
    agentIds: z.preprocess((v) => v ?? [], z.array(rowId(), { error: 'must be a list of agent ids' }).max(MAX_RULE_AGENTS, { error: `must name at most ${MAX_RULE_AGENTS} agents` })),
    mode: z.enum(ASSIGN_MODES, { error: `must be one of ${ASSIGN_MODES.join(', ')}` }),
  })
  .transform((a) => ({ mode: a.mode, agentIds: [...new Set(a.agentIds)] }))
  .superRefine((a, ctx) => {
    if (a.mode === 'pond' && a.agentIds.length > 0) ctx.addIssue({ code: 'custom', path: ['agentIds'], message: 'The pond takes no agents: leave the list empty' });
    if (a.mode !== 'pond' && a.agentIds.length === 0) ctx.addIssue({ code: 'custom', path: ['agentIds'], message: `Choose at least one agent for ${a.mode === 'round-robin' ? 'round robin' : 'first to claim'}` });
  });

const matchSchema = z
  .object({
    source: optional(safeText(MAX_SOURCE_LENGTH).transform((s) => s.trim()).pipe(z.string().min(1))),
    minPrice: optional(ruleBound()),
    maxPrice: optional(ruleBound()),
    cities: optional(z.array(place, { error: 'must be a list of towns' }).max(MAX_RULE_PLACES, { error: `must name at most ${MAX_RULE_PLACES} towns` })),
    zips: optional(
      z.array(z.string({ error: 'must be a ZIP code' }).trim().regex(/^\d{5}$/, { error: 'must be 5 digits' }), { error: 'must be a list of ZIP codes' })
        .max(MAX_RULE_PLACES, { error: `must name at most ${MAX_RULE_PLACES} ZIP codes` }),
    ),
    seller: optional(z.boolean({ error: 'must be true (sellers) or false (buyers)' })),
  })
  .superRefine((m, ctx) => {
    if (m.minPrice !== undefined && m.maxPrice !== undefined && m.minPrice > m.maxPrice) ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: 'must be at least the lowest price' });
  })
  .transform((m): RuleMatch => {
    const out: RuleMatch = {};
    if (m.source !== undefined) out.source = m.source;
    if (m.minPrice !== undefined) out.minPrice = m.minPrice;
    if (m.maxPrice !== undefined) out.maxPrice = m.maxPrice;
    if (m.cities?.length) out.cities = uniqueBy(m.cities, (c) => c.toLowerCase());
    if (m.zips?.length) out.zips = [...new Set(m.zips)];
    if (m.seller !== undefined) out.seller = m.seller;
    return out;
  });

const RULE_ID = /^[A-Za-z0-9_-]{1,64}$/;

const ruleSchema = z.object({
  id: optional(z.string({ error: 'must be text' }).regex(RULE_ID, { error: 'must be 1 to 64 letters, digits, - or _' }).refine((id) => id !== DEFAULT_RULE_ID, { error: `"${DEFAULT_RULE_ID}" names the default rule` })),
  name: optional(safeText(MAX_RULE_NAME).transform((s) => s.trim())),
  match: z.preprocess((v) => v ?? {}, matchSchema),
  assignTo: assignToSchema,
  lenderId: optional(rowId()),
  actionPlanId: optional(rowId()),
});

const defaultSchema = z.object({
  assignTo: assignToSchema,
  lenderId: optional(rowId()),
  actionPlanId: optional(rowId()),
});

/** PUT /api/crm/lead-flow's body, before the company's agents, lender and plans are checked. */
export const leadFlowBody = z
  .object({
    rules: z.array(ruleSchema, { error: 'must be a list of rules' }).max(MAX_RULES, { error: `must hold at most ${MAX_RULES} rules` }),
    default: defaultSchema,
  })
  .superRefine((flow, ctx) => {
    const seen = new Set<string>();
    flow.rules.forEach((rule, index) => {
      if (rule.id === undefined) return;
      if (seen.has(rule.id)) ctx.addIssue({ code: 'custom', path: ['rules', index, 'id'], message: 'Another rule has this id' });
      seen.add(rule.id);
    });
  });

export type LeadFlowInput = z.infer<typeof leadFlowBody>;

/** Words for one rule's criteria ("Sellers · $500,000–$1,000,000 · Southampton, 11968"), for the editor and the timeline. */
export function describeMatch(match: RuleMatch): string {
  const parts: string[] = [];
  if (match.seller !== undefined) parts.push(match.seller ? 'Sellers' : 'Buyers');
  if (match.source) parts.push(`source ${match.source}`);
  const money = formatPrice;
  if (match.minPrice !== undefined && match.maxPrice !== undefined) parts.push(`${money(match.minPrice)}–${money(match.maxPrice)}`);
  else if (match.minPrice !== undefined) parts.push(`from ${money(match.minPrice)}`);
  else if (match.maxPrice !== undefined) parts.push(`up to ${money(match.maxPrice)}`);
  const places = [...(match.cities ?? []), ...(match.zips ?? [])];
  if (places.length) parts.push(places.length > 4 ? `${places.slice(0, 4).join(', ')} +${places.length - 4}` : places.join(', '));
  return parts.length ? parts.join(' · ') : 'Every lead';
}
