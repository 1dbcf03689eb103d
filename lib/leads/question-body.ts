import { z } from 'zod';

/** A lead's question (to a listing's agent or to an agent directly): the same rules and messages everywhere. */
export const questionBody = z.object({ message: z.string().trim().min(1, 'Write your question').max(2000, 'Keep it under 2,000 characters') });
