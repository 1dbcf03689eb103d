/**
 * What an admin may send to create or change a feed (DESIGN §10 admin API), as zod schemas:
 * every field checked and bounded before anything is written, each failure naming its field.
 * Plain module (no server-only): the unit tests read it directly.
 *
 * Only the URL's form is checked here; whether its host may be fetched (no loopback or private
 * address) is the outbound guard's question, asked when a sync fetches it (lib/net/outbound.ts).
 */
import { z } from 'zod';
import { FEED_KINDS } from '@/lib/db/schema/feeds';
import { safeText } from '@/lib/http/input';
import { PROPERTY_STATUSES, PROPERTY_TYPES } from '@/lib/property/vocabulary';

export const NAME_MAX = 120;
export const URL_MAX = 2000;
export const FILTER_MAX = 2000;
export const DISCLAIMER_MAX = 5000;
export const SECRET_MAX = 4000;
export const TYPE_MAP_MAX = 200;

const STATUS_CODES = Object.keys(PROPERTY_STATUSES) as [string, ...string[]];
const TYPE_CODES = Object.keys(PROPERTY_TYPES) as [string, ...string[]];

// C0 controls and DEL: a filter is one line of OData, and a control character in it is either a
// mistake or an attempt to smuggle something into the request line.
const CONTROL = /[\u0000-\u001f\u007f]/;

/** An absolute http(s) URL with a host and no user:password in it (a secret goes in `auth`, sealed). */
export function feedUrl() {
  return safeText(URL_MAX)
    .trim()
    .min(1, { error: 'is required' })
    .refine((text) => !CONTROL.test(text), { error: 'must not contain control characters' })
    .superRefine((text, ctx) => {
      let url: URL;
      try {
        url = new URL(text);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be a full URL such as https://api.example.com/odata' });
        return;
      }
      if (url.protocol !== 'https:' && url.protocol !== 'http:') ctx.addIssue({ code: 'custom', message: 'must be an https:// or http:// URL' });
      else if (!url.hostname) ctx.addIssue({ code: 'custom', message: 'must name a host' });
      else if (url.username || url.password) ctx.addIssue({ code: 'custom', message: 'must not carry a user name or password (use the authentication fields)' });
    });
}

/** An OData identifier, as a resource name is (Property, Member …). */
const resource = z
  .string({ error: 'must be text' })
  .trim()
  .regex(/^[A-Za-z_][A-Za-z0-9_]{0,127}$/, { error: 'must be an OData resource name such as Property (letters, digits and _)' });

/** An extra $filter: one bounded line of text; its sense is the feed's to judge. Empty: none. */
const filter = safeText(FILTER_MAX)
  .trim()
  .refine((text) => !CONTROL.test(text), { error: 'must be one line without control characters' })
  .transform((text) => (text === '' ? null : text))
  .nullable();

const secret = (what: string) => safeText(SECRET_MAX).trim().min(1, { error: `${what} is required` });
const plain = (max: number) => safeText(max).trim();

const restrictedStatuses = z
  .array(z.enum(STATUS_CODES, { error: `must be status codes (${STATUS_CODES.join(', ')})` }), { error: 'must be a list of status codes' })
  .max(STATUS_CODES.length, { error: 'has too many statuses' })
  .transform((codes) => [...new Set(codes)]);

const propertyTypeMap = z
  .record(
    plain(200).min(1, { error: 'keys must be a PropertyType or PropertyType/PropertySubType' }),
    z.enum(TYPE_CODES, { error: `values must be type codes (${TYPE_CODES.join(', ')})` }),
    { error: 'must map feed property types to type codes' },
  )
  .refine((map) => Object.keys(map).length <= TYPE_MAP_MAX, { error: `must have at most ${TYPE_MAP_MAX} entries` });

const bearerFields = { type: z.literal('bearer') };
const clientFields = {
  type: z.literal('client_credentials'),
  tokenUrl: feedUrl(),
  clientId: plain(500).min(1, { error: 'is required' }),
  scope: plain(500)
    .transform((text) => (text === '' ? undefined : text))
    .optional(),
};

/** Auth as sent on create: every secret present. */
const authOnCreate = z.discriminatedUnion(
  'type',
  [
    z.object({ ...bearerFields, token: secret('the token') }),
    z.object({ ...clientFields, clientSecret: secret('the client secret') }),
  ],
  { error: 'must be {type: "bearer", token} or {type: "client_credentials", tokenUrl, clientId, clientSecret, scope?}' },
);

/**
 * Auth as sent on edit: a secret left out (or blank) keeps the stored one, if the stored auth
 * is of the same type (the screen never has the secret to send back).
 */
const blankIsKeep = safeText(SECRET_MAX)
  .trim()
  .transform((text) => (text === '' ? undefined : text))
  .optional();
const authOnEdit = z.discriminatedUnion(
  'type',
  [z.object({ ...bearerFields, token: blankIsKeep }), z.object({ ...clientFields, clientSecret: blankIsKeep })],
  { error: 'must be {type: "bearer", token} or {type: "client_credentials", tokenUrl, clientId, clientSecret, scope?}' },
);

const fields = {
  name: plain(NAME_MAX).min(1, { error: 'is required' }),
  kind: z.enum(FEED_KINDS, { error: `must be one of ${FEED_KINDS.join(', ')}` }),
  url: feedUrl(),
  resource,
  filter,
  legalDisclaimer: plain(DISCLAIMER_MAX),
  restrictedStatuses,
  propertyTypeMap,
  syncEnabled: z.boolean({ error: 'must be true or false' }),
};

/** POST /api/admin/sources */
export const createSourceInput = z.object({
  name: fields.name,
  kind: fields.kind,
  url: fields.url,
  auth: authOnCreate.nullable().optional(),
  resource: fields.resource.optional(),
  filter: fields.filter.optional(),
  legalDisclaimer: fields.legalDisclaimer.optional(),
  restrictedStatuses: fields.restrictedStatuses.optional(),
  propertyTypeMap: fields.propertyTypeMap.optional(),
  syncEnabled: fields.syncEnabled.optional(),
});
export type CreateSourceInput = z.infer<typeof createSourceInput>;

/** PATCH /api/admin/sources/{id}: what is sent changes; `auth` absent keeps it, null removes it. */
export const editSourceInput = createSourceInput.partial().extend({ auth: authOnEdit.nullable().optional() });
export type EditSourceInput = z.infer<typeof editSourceInput>;
export type EditAuthInput = NonNullable<EditSourceInput['auth']>;

/** POST /api/admin/sources/{id}/sync */
export const syncInput = z.object({ full: z.boolean({ error: 'must be true or false' }).optional() });

/** GET /api/admin/sources/{id}/runs?page=&per_page= */
export const runsQuery = z.object({
  page: z.coerce.number({ error: 'must be a page number' }).int({ error: 'must be a page number' }).min(1, { error: 'must be 1 or more' }).max(100_000, { error: 'must be at most 100,000' }).default(1),
  per_page: z.coerce.number({ error: 'must be a whole number' }).int({ error: 'must be a whole number' }).min(1, { error: 'must be from 1 to 100' }).max(100, { error: 'must be from 1 to 100' }).default(20),
});

/** A feed's code from its name: lower-case words joined by hyphens (it names the feed in URLs). */
export function codeFromName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return slug || 'feed';
}
