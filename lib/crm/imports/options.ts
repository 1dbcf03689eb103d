import { z } from 'zod';
import { IMPORT_DEDUPE } from '@/lib/db/schema/imports';
import { safeText } from '@/lib/http/input';
import { IMPORT_FIELDS } from './fields';

/** The import's tags and source: the lead's own limits (lib/crm/lead-update.ts: 20 tags of at most 40 characters; a source of 60). */
const MAX_TAGS = 20;
const MAX_TAG_LENGTH = 40;
export const MAX_FILE_NAME = 200;

/** POST /api/crm/imports's fields besides the file (DESIGN §11): the same for JSON and for a multipart form. */
export const importOptions = z.object({
  mapping: z.record(
    safeText(200),
    z.enum(IMPORT_FIELDS, { error: `must be one of ${IMPORT_FIELDS.join(', ')}` }),
    { error: 'must map column names to lead fields' },
  ),
  dedupe: z.enum(IMPORT_DEDUPE, { error: 'must be skip or merge' }).default('skip'),
  tags: z.array(safeText(MAX_TAG_LENGTH).transform((t) => t.trim()).pipe(z.string().min(1, { error: `each tag must be 1 to ${MAX_TAG_LENGTH} characters` })), { error: 'must be a list of tags' })
    .max(MAX_TAGS, { error: `must be a list of at most ${MAX_TAGS} tags` }).default([]),
  source: z.preprocess((v) => (v === '' || v === null ? undefined : v), safeText(60).transform((s) => s.trim()).optional()),
  fileName: z.preprocess((v) => (v === '' || v === null ? undefined : v), safeText(MAX_FILE_NAME).optional()),
});
export type ImportOptions = z.infer<typeof importOptions>;
