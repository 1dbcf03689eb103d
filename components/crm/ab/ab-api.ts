/** The /ab screen's calls (plain module). */
import { apiGet, apiPost, apiRequest } from '@/lib/api/client';
import type { PromptSettings } from '@/lib/ab/prompt';
import type { AbTestView } from '@/lib/crm/ab-types';

export const AB_KEY = '/crm/ab-tests';

type Envelope<T> = { data: T };
const inside = async <T>(call: Promise<Envelope<T>>): Promise<T> => (await call).data;

export interface VariantDraft extends PromptSettings {
  name: string;
  weight: number;
}

export const loadTests = () => inside(apiGet<Envelope<AbTestView[]>>(AB_KEY));
export const createTest = (body: { name: string; variants: VariantDraft[] }) => inside(apiPost<Envelope<AbTestView>>(AB_KEY, body));
export const patchTest = (id: number, body: Record<string, unknown>) => inside(apiRequest<Envelope<AbTestView>>('PATCH', `${AB_KEY}/${id}`, body));
