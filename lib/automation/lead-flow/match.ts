/**
 * Which rule of the lead flow takes a new lead (DESIGN §12): the first rule every set
 * criterion of which matches, else the default rule. Pure, so the unit tests cover it whole.
 */
import type { DefaultRule, FlowRule, LeadFlow, RuleMatch } from './schema';

/** What the lead flow knows of a new lead: what it signed up around and who it is. */
export interface LeadFacts {
  /** 'website' for sign-ups; what the adder or the import said otherwise. */
  source: string | null;
  /** The price of the home it signed up around (a listing's price, a seller's estimate, or what the adder typed). */
  price: number | null;
  city: string | null;
  zip: string | null;
  seller: boolean;
}

export type ChosenRule = { kind: 'rule'; index: number; rule: FlowRule } | { kind: 'default'; rule: DefaultRule };

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
/** ZIP+4 and stray spaces still match a five-digit rule. */
const zip5 = (zip: string) => zip.trim().slice(0, 5);

/**
 * One criterion set, every set one must hold. A criterion about something the lead lacks (a
 * price range for a lead who named no price) does not match: the rule was written for leads
 * that have it, and the default rule is there for the rest.
 */
export function matches(match: RuleMatch, facts: LeadFacts): boolean {
  if (match.source !== undefined && (facts.source === null || !same(match.source, facts.source))) return false;
  if (match.seller !== undefined && match.seller !== facts.seller) return false;
  if (match.minPrice !== undefined || match.maxPrice !== undefined) {
    if (facts.price === null) return false;
    if (match.minPrice !== undefined && facts.price < match.minPrice) return false;
    if (match.maxPrice !== undefined && facts.price > match.maxPrice) return false;
  }
  // Towns and ZIPs both name places: a lead in any of them matches (a rule "Southampton or 11932").
  const cities = match.cities ?? [];
  const zips = match.zips ?? [];
  if (cities.length || zips.length) {
    const { city, zip } = facts;
    const inCity = city !== null && cities.some((c) => same(c, city));
    const inZip = zip !== null && zips.includes(zip5(zip));
    if (!inCity && !inZip) return false;
  }
  return true;
}

export function chooseRule(flow: LeadFlow, facts: LeadFacts): ChosenRule {
  const index = flow.rules.findIndex((rule) => matches(rule.match, facts));
  const rule = flow.rules[index];
  return rule ? { kind: 'rule', index, rule } : { kind: 'default', rule: flow.default };
}

/** Round robin's pick: the turn-th (1-based) turn over the agents still eligible, in the rule's order. */
export function agentForTurn(agentIds: readonly number[], turn: number): number | null {
  if (agentIds.length === 0) return null;
  return agentIds[(((turn - 1) % agentIds.length) + agentIds.length) % agentIds.length] ?? null;
}
