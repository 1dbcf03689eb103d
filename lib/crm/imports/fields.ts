/**
 * The lead fields a CSV column can be mapped to (DESIGN §11 "Lead import"), with the header
 * names a brokerage's export usually gives them. Plain: the upload page maps columns with it
 * in the browser, the server checks the mapping against it.
 */
export const IMPORT_FIELDS = [
  'firstName', 'lastName', 'fullName', 'email', 'phone', 'stage', 'tags', 'source', 'notes',
  'buyerAgentEmail', 'price', 'city', 'zip', 'seller',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** Fields several columns may feed (their cells are joined); every other field takes one column. */
export const REPEATABLE_FIELDS: ReadonlySet<ImportField> = new Set(['tags', 'notes']);

export const FIELD_LABELS: Record<ImportField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  fullName: 'Full name (split)',
  email: 'E-mail',
  phone: 'Phone',
  stage: 'Stage',
  tags: 'Tags',
  source: 'Source',
  notes: 'Notes',
  buyerAgentEmail: 'Agent e-mail',
  price: 'Price',
  city: 'City',
  zip: 'ZIP',
  seller: 'Seller (yes/no)',
};

/** Header spellings (lower case, letters and digits only) each field is recognised by. */
const HEADER_NAMES: Record<ImportField, readonly string[]> = {
  firstName: ['firstname', 'first', 'givenname', 'fname'],
  lastName: ['lastname', 'last', 'surname', 'familyname', 'lname'],
  fullName: ['name', 'fullname', 'contact', 'contactname', 'leadname'],
  email: ['email', 'emailaddress', 'mail', 'email1', 'primaryemail'],
  phone: ['phone', 'phonenumber', 'mobile', 'cell', 'cellphone', 'mobilephone', 'telephone', 'tel', 'phone1', 'primaryphone'],
  stage: ['stage', 'status', 'leadstage', 'leadstatus'],
  tags: ['tags', 'tag', 'labels', 'groups'],
  source: ['source', 'leadsource', 'origin'],
  notes: ['notes', 'note', 'comments', 'comment', 'description'],
  buyerAgentEmail: ['agentemail', 'assignedagentemail', 'buyeragentemail', 'agent', 'assignedto', 'owneremail'],
  price: ['price', 'budget', 'pricerange', 'maxprice', 'targetprice'],
  city: ['city', 'town', 'area'],
  zip: ['zip', 'zipcode', 'postalcode', 'postcode'],
  seller: ['seller', 'isseller'],
};

const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Columns mapped by their header names: each field to the first column that names it; unknown headers are left out (ignored). */
export function autoMapping(headers: readonly string[]): Record<string, ImportField> {
  const mapping: Record<string, ImportField> = {};
  const taken = new Set<ImportField>();
  for (const header of headers) {
    const key = headerKey(header);
    if (key === '' || header in mapping) continue;
    const field = IMPORT_FIELDS.find((f) => HEADER_NAMES[f].includes(key));
    if (!field || (taken.has(field) && !REPEATABLE_FIELDS.has(field))) continue;
    mapping[header] = field;
    taken.add(field);
  }
  return mapping;
}
