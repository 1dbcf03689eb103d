import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { sharedCache } from '@/lib/cache/ttl-cache';
import { getDb } from '@/lib/db/client';
import { abTests, abVariants, sitePrompts } from '@/lib/db/schema';
import { variantIndex } from './assign';
import { BUILT_IN_PROMPT, promptSettings, type PromptSettings, type SignUpPrompt } from './prompt';

export interface RunningVariant extends PromptSettings {
  id: number;
  weight: number;
}

/** What a page needs to pick a visitor's prompt: the running test (if any) and the site's default prompt. */
export interface PromptState {
  running: { id: number; variants: RunningVariant[] } | null;
  fallback: PromptSettings;
}

/**
 * One cheap read per company, kept for a few seconds in each instance: pages stay one cached
 * lookup away from their prompt, and a test started or stopped on any instance reaches every
 * other within PROMPT_TTL_MS (the instance that made the change forgets at once).
 */
export const PROMPT_TTL_MS = 5_000;
const cache = sharedCache<number, PromptState>('ab-prompt-state', PROMPT_TTL_MS);

export function promptState(companyId: number): Promise<PromptState> {
  return cache.get(companyId, () => loadPromptState(companyId));
}

/** After a test starts or stops, or the default prompt changes. */
export function forgetPromptState(companyId: number): void {
  cache.delete(companyId);
}

async function loadPromptState(companyId: number): Promise<PromptState> {
  const db = await getDb();
  const [defaults, variants] = await Promise.all([
    db.select().from(sitePrompts).where(eq(sitePrompts.companyId, companyId)).limit(1),
    db
      .select({ testId: abTests.id, variant: abVariants })
      .from(abTests)
      .innerJoin(abVariants, and(eq(abVariants.companyId, abTests.companyId), eq(abVariants.testId, abTests.id)))
      .where(and(eq(abTests.companyId, companyId), eq(abTests.status, 'running')))
      .orderBy(asc(abVariants.position)),
  ]);
  const fallback = defaults[0] ? promptSettings(defaults[0]) : BUILT_IN_PROMPT;
  const first = variants[0];
  return {
    fallback,
    running: first ? { id: first.testId, variants: variants.map(({ variant: v }) => ({ id: v.id, weight: v.weight, ...promptSettings(v) })) } : null,
  };
}

/** Who gets a variant: visitors with a visitor id. Agents and signed-in leads (even half signed up) see the site's default. */
export interface PromptAudience {
  agent: unknown;
  lead: unknown;
  visitorId: string | null;
}

/** The running test's variant for this visitor, or null (not assigned). */
export function assignedVariant(state: PromptState, who: PromptAudience): RunningVariant | null {
  if (!state.running || who.agent || who.lead || !who.visitorId) return null;
  const { variants } = state.running;
  return variants[variantIndex(variants.map((v) => v.weight), state.running.id, who.visitorId)] ?? null;
}

/** The prompt this request renders with: the visitor's variant while a test runs, else the site's default. */
export async function signUpPromptFor(companyId: number, who: PromptAudience): Promise<SignUpPrompt> {
  const state = await promptState(companyId);
  const variant = assignedVariant(state, who);
  if (variant && state.running) return { ...promptSettings(variant), testId: state.running.id, variantId: variant.id };
  return { ...state.fallback, testId: null, variantId: null };
}
