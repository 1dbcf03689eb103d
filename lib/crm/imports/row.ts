import { LEAD_STAGES } from '@/lib/db/schema/leads';
import { checkEmail, checkName, checkPhone } from '@/lib/leads/contact';
import type { ImportField } from './fields';

/**
 * One CSV row read into the body POST /api/crm/leads takes (lib/crm/lead-create.ts's
 * newLeadBody checks it on the server: the same rules), plus what only an import has (notes,
 * the agent's e-mail). Plain and pure: the upload page's preview reads rows the same way.
 */
export interface ImportRowBody {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  stage?: string;
  tags?: string[];
  source?: string;
  price?: number | string;
  city?: string;
  zip?: string;
  seller?: boolean | string;
}

export interface ImportRow {
  body: ImportRowBody;
  notes: string | null;
  buyerAgentEmail: string | null;
}

/** What the import adds to every row (the form's tags and source). */
export interface ImportDefaults {
  tags: readonly string[];
  source: string | null;
}

/** The source an imported lead gets when neither its row nor the import names one. */
export const IMPORT_SOURCE = 'Import';

const TAG_SEPARATORS = /[,;|]/;
const YES = new Set(['yes', 'y', 'true', '1', 'seller', 'x']);
const NO = new Set(['no', 'n', 'false', '0', 'buyer', '']);

/** "Under contract", "UNDER-CONTRACT" → "under_contract"; anything else is left for the stage check to refuse. */
export function stageOf(raw: string): string {
  return raw.trim().toLowerCase().replace(/[\s-]+/g, '_');
}

/** "$450,000", "450000.00" → 450000; "450k" → 450000; a range "400-500k" takes its top. Not a number: the text, for the check to refuse. */
export function priceOf(raw: string): number | string {
  const top = raw.split(/\s*(?:-|–|to)\s*/i).filter(Boolean).pop() ?? raw;
  const match = /^\$?\s*([\d,]+(?:\.\d+)?)\s*([km])?$/i.exec(top.trim());
  if (!match?.[1]) return raw;
  const value = Number(match[1].replace(/,/g, ''));
  const scale = match[2]?.toLowerCase() === 'm' ? 1_000_000 : match[2]?.toLowerCase() === 'k' ? 1_000 : 1;
  return Number.isFinite(value) ? Math.round(value * scale) : raw;
}

function sellerOf(raw: string): boolean | string {
  const value = raw.trim().toLowerCase();
  if (YES.has(value)) return true;
  if (NO.has(value)) return false;
  return raw;
}

/** "Ann Marie Smith" → first "Ann Marie", last "Smith"; "Smith, Ann" → first "Ann", last "Smith". */
export function splitName(raw: string): { first: string; last: string } {
  const value = raw.trim().replace(/\s+/g, ' ');
  const comma = value.indexOf(',');
  if (comma > 0) return { first: value.slice(comma + 1).trim(), last: value.slice(0, comma).trim() };
  const space = value.lastIndexOf(' ');
  return space > 0 ? { first: value.slice(0, space), last: value.slice(space + 1) } : { first: value, last: '' };
}

/**
 * The row's cells under the mapping (column index → field) as a lead body. Blank cells are
 * "not given"; the import's tags join the row's, and its source stands in for a blank one.
 */
export function readImportRow(cells: readonly string[], columns: ReadonlyArray<readonly [number, ImportField]>, defaults: ImportDefaults): ImportRow {
  const body: ImportRowBody = {};
  const tags: string[] = [];
  const notes: string[] = [];
  let buyerAgentEmail: string | null = null;
  for (const [index, field] of columns) {
    const cell = (cells[index] ?? '').trim();
    if (cell === '') continue;
    switch (field) {
      case 'fullName': {
        const { first, last } = splitName(cell);
        body.firstName ??= first || undefined;
        body.lastName ??= last || undefined;
        break;
      }
      case 'firstName': body.firstName = cell; break;
      case 'lastName': body.lastName = cell; break;
      case 'email': body.email = cell; break;
      case 'phone': body.phone = cell; break;
      case 'stage': body.stage = stageOf(cell); break;
      case 'tags': tags.push(...cell.split(TAG_SEPARATORS).map((t) => t.trim()).filter(Boolean)); break;
      case 'source': body.source = cell; break;
      case 'notes': notes.push(cell); break;
      case 'buyerAgentEmail': buyerAgentEmail = cell.toLowerCase(); break;
      case 'price': body.price = priceOf(cell); break;
      case 'city': body.city = cell; break;
      case 'zip': body.zip = cell; break;
      case 'seller': body.seller = sellerOf(cell); break;
    }
  }
  const allTags = [...new Set([...tags, ...defaults.tags])];
  if (allTags.length > 0) body.tags = allTags;
  body.source ??= defaults.source ?? IMPORT_SOURCE;
  // A note holds at most 10,000 characters (lib/crm/lead-notes.ts).
  return { body, notes: notes.length > 0 ? notes.join('\n').slice(0, 10_000) : null, buyerAgentEmail };
}

/**
 * The preview's quick look at a row (the browser shows it before anything is sent): the
 * contact checks of sign-up and POST /api/crm/leads, and the stage vocabulary. The server
 * checks every row again with the full schema.
 */
export function previewProblems(row: ImportRow): string[] {
  const problems: string[] = [];
  const { body } = row;
  if (body.email === undefined && body.phone === undefined) problems.push('email: Give an email address or a phone number');
  if (body.email !== undefined) { const r = checkEmail(body.email); if (!r.ok) problems.push(`email: ${r.error}`); }
  if (body.phone !== undefined) { const r = checkPhone(body.phone); if (!r.ok) problems.push(`phone: ${r.error}`); }
  for (const [key, which] of [['firstName', 'first'], ['lastName', 'last']] as const) {
    const value = body[key];
    if (value !== undefined) { const r = checkName(value, which, false); if (!r.ok) problems.push(`${key}: ${r.error}`); }
  }
  if (body.stage !== undefined && !(LEAD_STAGES as readonly string[]).includes(body.stage)) problems.push(`stage: must be one of ${LEAD_STAGES.join(', ')}`);
  if (typeof body.price === 'string') problems.push('price: must be a price in whole dollars');
  if (typeof body.seller === 'string') problems.push('seller: must be yes or no');
  return problems;
}
