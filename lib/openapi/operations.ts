import type { z } from 'zod';

/** Who may make a call, as the document's security requirements say it. */
export type Audience = 'public' | 'lead' | 'agent' | 'admin';

/** One documented call: the route's own zod schemas (imported from where the route imports them) and words. */
export interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI form: `/api/crm/leads/{id}`. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  audience: Audience;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The success status (200 unless said). */
  status?: 200 | 201 | 202;
  /** A list answer: `data` is an array and `meta.pagination` comes with it. */
  list?: boolean;
  /** What `data` holds, in words (the schemas of answers are described, not generated). */
  answer: string;
}
