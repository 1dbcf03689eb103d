import 'server-only';
import { getDb } from '@/lib/db/client';
import { leadImports, type ImportStatus } from '@/lib/db/schema';
import { readBodyBytes } from '@/lib/http/body';
import { badRequest, HttpError, unprocessable } from '@/lib/http/errors';
import { refuseUnsafeBody } from '@/lib/http/safe-input';
import { fieldErrors } from '@/lib/http/zod-errors';
import { getQueue } from '@/lib/jobs/boss';
import { isSafeText } from '@/lib/text/safe-text';
import type { CrmAccess } from '../access';
import { decodeCsvBytes, NOT_CSV } from './decode';
import { REPEATABLE_FIELDS, type ImportField } from './fields';
import { importOptions, MAX_FILE_NAME, type ImportOptions } from './options';
import { parseCsv } from './parse';
import { LEAD_IMPORT_QUEUE } from './queue';

/** DESIGN §11: an import file is at most 50 MB. */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;
/**
 * Room for a multipart form's boundaries and fields around the file. Next's proxy buffers a body
 * up to next.config's proxyClientMaxBodySize (this plus 1 MB) and silently cuts what is beyond:
 * any body it cut is still more than this, so it is refused, never imported half.
 */
export const MAX_IMPORT_BODY_BYTES = MAX_IMPORT_BYTES + 1024 * 1024;

const TOO_LARGE = 'The file is too large (at most 50 MB): split it into smaller files';
const tooLarge = () => new HttpError(413, `file: ${TOO_LARGE}`, { file: TOO_LARGE });
const refuse = (field: string, message: string) => unprocessable(`${field}: ${message}`, { [field]: message });

interface Upload {
  fileName: string;
  text: string;
  notes: string | null;
  options: ImportOptions;
}

/** A form field that holds JSON (the mapping, the tags) or plain text. */
function formValue(form: FormData, key: string, json: boolean): unknown {
  const value = form.get(key);
  if (value === null || typeof value !== 'string') return undefined;
  if (!json) return value;
  if (value.trim() === '') return undefined;
  try {
    return JSON.parse(value);
  } catch {
    // "a, b" typed by hand: a list of tags.
    if (key === 'tags') return value.split(',').map((t) => t.trim()).filter(Boolean);
    throw refuse(key, 'must be JSON');
  }
}

function parseOptions(input: unknown): ImportOptions {
  refuseUnsafeBody(input);
  const result = importOptions.safeParse(input);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  const [field, message] = Object.entries(errors)[0] ?? ['_', 'Invalid input'];
  throw unprocessable(`${field === '_' ? 'Input' : field}: ${message}`, errors);
}

/** The request's file and options, multipart (`file`) or JSON (`csv`), never buffering more than the limit. */
async function readUpload(request: Request): Promise<Upload> {
  const type = request.headers.get('content-type') ?? '';
  const raw = await readBodyBytes(request, MAX_IMPORT_BODY_BYTES, tooLarge);
  if (raw === null || raw.length === 0) throw refuse('file', 'Choose a CSV file to import');
  if (type.startsWith('multipart/form-data')) {
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(raw), { headers: { 'content-type': type } }).formData();
    } catch {
      throw badRequest('The form could not be read');
    }
    const file = form.get('file');
    if (file === null || typeof file === 'string') throw refuse('file', 'Choose a CSV file to import');
    if (file.size > MAX_IMPORT_BYTES) throw tooLarge();
    const decoded = decodeCsvBytes(new Uint8Array(await file.arrayBuffer()));
    if (!decoded.ok) throw refuse('file', decoded.error);
    const options = parseOptions({
      mapping: formValue(form, 'mapping', true),
      dedupe: formValue(form, 'dedupe', false),
      tags: formValue(form, 'tags', true),
      source: formValue(form, 'source', false),
      fileName: isSafeText(file.name) ? file.name.slice(0, MAX_FILE_NAME) : undefined,
    });
    const notes = decoded.encoding === 'windows-1252' ? 'The file was not UTF-8: it was read as Windows-1252 (Excel’s plain “CSV”).' : null;
    return { fileName: options.fileName ?? 'upload.csv', text: decoded.text, notes, options };
  }
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    throw badRequest('Request body is not valid JSON');
  }
  refuseUnsafeBody(body);
  const { csv, ...rest } = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  if (typeof csv !== 'string' || csv.trim() === '') throw refuse('csv', 'Give the CSV text (or upload a file)');
  if (Buffer.byteLength(csv) > MAX_IMPORT_BYTES) throw tooLarge();
  if (csv.includes('\u0000')) throw refuse('csv', NOT_CSV);
  const options = parseOptions(rest);
  return { fileName: options.fileName ?? 'import.csv', text: csv.replace(/^\uFEFF/, ''), notes: null, options };
}

/** The mapping checked against the file's header: every column named exists once, fields used once, e-mail or phone mapped. */
function checkMapping(headers: readonly string[], mapping: Record<string, ImportField>): void {
  const used = new Set<ImportField>();
  for (const [column, field] of Object.entries(mapping)) {
    const count = headers.filter((h) => h === column).length;
    if (count === 0) throw refuse(`mapping.${column}`, `the file has no column named “${column}”`);
    if (count > 1) throw refuse(`mapping.${column}`, `the file has ${count} columns named “${column}”: rename one`);
    if (used.has(field) && !REPEATABLE_FIELDS.has(field)) throw refuse(`mapping.${column}`, `${field} is mapped from two columns`);
    used.add(field);
  }
  if (!used.has('email') && !used.has('phone')) throw refuse('mapping', 'Map a column to email or phone: duplicates are found by them');
}

/** A first row holding an e-mail address or a phone-like number is data, not column names. */
const looksLikeData = (headers: readonly string[]) => headers.some((h) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(h) || /^\+?[\d\s().-]{7,}$/.test(h));

/**
 * POST /api/crm/imports (admins): checks the file and mapping, stores the text and the import
 * (queued), and asks the job runner for it. Nothing is stored when anything is refused.
 */
export async function createImport(access: CrmAccess, request: Request): Promise<{ id: number; status: ImportStatus }> {
  const upload = await readUpload(request);
  const { headers, rows } = parseCsv(upload.text);
  const field = request.headers.get('content-type')?.startsWith('multipart/form-data') ? 'file' : 'csv';
  if (headers.length === 0 || headers.every((h) => h === '')) throw refuse(field, 'The file is empty: its first line should name the columns');
  if (looksLikeData(headers)) throw refuse(field, 'The first line holds data, not column names: add a header row');
  if (rows.length === 0) throw refuse(field, 'The file has a header but no rows');
  checkMapping(headers, upload.options.mapping);
  const db = await getDb();
  const [row] = await db.insert(leadImports).values({
    companyId: access.companyId,
    agentId: access.agentId,
    fileName: upload.fileName,
    csv: upload.text,
    mapping: upload.options.mapping,
    dedupe: upload.options.dedupe,
    tags: [...new Set(upload.options.tags)],
    source: upload.options.source || null,
    notes: upload.notes,
    total: rows.length,
  }).returning({ id: leadImports.id, status: leadImports.status });
  if (!row) throw new Error('The import was not written');
  // A lost ask is not a lost import: the periodic run picks up every queued import.
  await (await getQueue()).send(LEAD_IMPORT_QUEUE, {}, { singletonKey: LEAD_IMPORT_QUEUE }).catch((error: unknown) => console.error('Lead import: could not be queued:', error));
  return row;
}
