/** @jest-environment node */
import { decodeCsvBytes, decodeWindows1252 } from '@/lib/crm/imports/decode';
import { autoMapping } from '@/lib/crm/imports/fields';
import { parseCsv } from '@/lib/crm/imports/parse';
import { previewProblems, priceOf, readImportRow, splitName, stageOf } from '@/lib/crm/imports/row';

// Issue 17 item 3: the pure parts of the CSV lead import (lib/crm/imports): decoding, header
// auto-mapping, and a row read into POST /api/crm/leads's shape.

describe('decodeCsvBytes', () => {
  test('UTF-8 with and without a BOM', () => {
    expect(decodeCsvBytes(Buffer.from('\uFEFFa,b'))).toEqual({ ok: true, text: 'a,b', encoding: 'utf-8' });
    expect(decodeCsvBytes(Buffer.from('José'))).toMatchObject({ ok: true, text: 'José', encoding: 'utf-8' });
  });
  test('UTF-16 LE and BE with their BOM', () => {
    expect(decodeCsvBytes(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Zoë', 'utf16le')]))).toMatchObject({ ok: true, text: 'Zoë', encoding: 'utf-16le' });
    const be = Buffer.from('Zoë', 'utf16le').swap16();
    expect(decodeCsvBytes(Buffer.concat([Buffer.from([0xfe, 0xff]), be]))).toMatchObject({ ok: true, text: 'Zoë', encoding: 'utf-16be' });
  });
  test('not UTF-8: Windows-1252, its 0x80–0x9F included', () => {
    expect(decodeCsvBytes(Buffer.from([0x93, 0x52, 0x65, 0x6e, 0xe9, 0x94, 0x20, 0x80]))).toEqual({ ok: true, text: '“René” €', encoding: 'windows-1252' });
    expect(decodeWindows1252(Buffer.from([0x41, 0x81]))).toBe('A\u0081');
  });
  test('binary and lying UTF-16 refused', () => {
    expect(decodeCsvBytes(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00]))).toMatchObject({ ok: false });
    expect(decodeCsvBytes(Buffer.from([0xff, 0xfe, 0x00, 0xd8, 0x41, 0x00]))).toMatchObject({ ok: false });
  });
});

test('autoMapping: common header spellings, one column per field, unknown headers ignored', () => {
  expect(autoMapping(['First Name', 'last_name', 'E-mail Address', 'Mobile', 'Mobile', 'Lead Source', 'Notes', 'Comments', 'Favourite colour'])).toEqual({
    'First Name': 'firstName', last_name: 'lastName', 'E-mail Address': 'email', Mobile: 'phone', 'Lead Source': 'source', Notes: 'notes', Comments: 'notes',
  });
});

test('parseCsv: quotes, embedded line breaks, blank lines', () => {
  expect(parseCsv('Name,Note\r\n"Smith, Ann","two\nlines"\r\n\r\n,\r\n')).toEqual({ headers: ['Name', 'Note'], rows: [['Smith, Ann', 'two\nlines']] });
});

describe('reading a row', () => {
  test('values in the lead body shape; the import’s tags and source', () => {
    const columns = [[0, 'fullName'], [1, 'email'], [2, 'stage'], [3, 'tags'], [4, 'price'], [5, 'seller'], [6, 'notes'], [7, 'buyerAgentEmail']] as const;
    const row = readImportRow(['Smith, Ann', ' ann@x.test ', 'Under Contract', 'a; b|c', '$450,000', 'Yes', 'Call after 5', 'Agent@X.test'], columns, { tags: ['spring'], source: 'Open house' });
    expect(row).toEqual({
      body: { firstName: 'Ann', lastName: 'Smith', email: 'ann@x.test', stage: 'under_contract', tags: ['a', 'b', 'c', 'spring'], price: 450000, seller: true, source: 'Open house' },
      notes: 'Call after 5',
      buyerAgentEmail: 'agent@x.test',
    });
    expect(previewProblems(row)).toEqual([]);
  });
  test('problems the preview shows', () => {
    const row = readImportRow(['x', 'negotiating', 'lots'], [[0, 'email'], [1, 'stage'], [2, 'price']], { tags: [], source: null });
    expect(row.body.source).toBe('Import');
    expect(previewProblems(row)).toEqual(['email: Please enter a valid email address', expect.stringMatching(/^stage: must be one of/), 'price: must be a price in whole dollars']);
    expect(previewProblems(readImportRow(['Ann'], [[0, 'firstName']], { tags: [], source: null }))).toEqual(['email: Give an email address or a phone number']);
  });
  test('prices, names and stages as exports spell them', () => {
    expect(priceOf('450k')).toBe(450000);
    expect(priceOf('$1.2M')).toBe(1200000);
    expect(priceOf('400-500k')).toBe(500000);
    expect(priceOf('call me')).toBe('call me');
    expect(splitName('Ann Marie Smith')).toEqual({ first: 'Ann Marie', last: 'Smith' });
    expect(splitName('Cher')).toEqual({ first: 'Cher', last: '' });
    expect(stageOf(' Under-contract ')).toBe('under_contract');
  });
});
