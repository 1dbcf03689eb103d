import { z } from 'zod';
import { safeText } from '@/lib/http/input';

/** A lead's question (to a listing's agent or to an agent directly): the same rules and messages everywhere. */
export const questionBody = z.object({ message: safeText().trim().min(1, 'Write your question').max(2000, 'Keep it under 2,000 characters') });
