/**
 * An uploaded file's bytes as text (issue 17 "CSV files with wrong encodings"). Decided:
 * - UTF-8, with or without a BOM (Excel's "CSV UTF-8" writes one): read as is;
 * - UTF-16 with its BOM (Excel's "Unicode text", Numbers): decoded;
 * - bytes that are not valid UTF-8: read as Windows-1252, what Excel's plain "CSV" writes on
 *   Windows, and the import says so in its notes (a wrong guess shows in the preview's names,
 *   where the admin sees it before starting);
 * - binary (NUL bytes: a spreadsheet, a zip, a picture): refused, with what to do instead.
 * Plain and pure.
 */
export type Decoded = { ok: true; text: string; encoding: 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252' } | { ok: false; error: string };

export const NOT_CSV = 'This is not a CSV file: save the spreadsheet as “CSV UTF-8 (comma delimited)” and upload that';

/** Windows-1252's 0x80–0x9F (where it differs from Latin-1); undefined bytes stay as their Latin-1 control character. */
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8d, 0x017d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x9d, 0x017e, 0x0178,
];

/** Node's TextDecoder('windows-1252') is Latin-1 without full ICU: the table makes it the real code page. */
export function decodeWindows1252(bytes: Uint8Array): string {
  let out = '';
  const CHUNK = 8192;
  for (let start = 0; start < bytes.length; start += CHUNK) {
    const codes = Array.from(bytes.subarray(start, start + CHUNK), (b) => (b >= 0x80 && b <= 0x9f ? (CP1252_HIGH[b - 0x80] ?? b) : b));
    out += String.fromCharCode(...codes);
  }
  return out;
}

export function decodeCsvBytes(bytes: Uint8Array): Decoded {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return utf16(bytes, 'utf-16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return utf16(bytes, 'utf-16be');
  if (bytes.includes(0)) return { ok: false, error: NOT_CSV };
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(body), encoding: 'utf-8' };
  } catch {
    return { ok: true, text: decodeWindows1252(body), encoding: 'windows-1252' };
  }
}

function utf16(bytes: Uint8Array, encoding: 'utf-16le' | 'utf-16be'): Decoded {
  try {
    // fatal: a lone surrogate (which no database column can hold) refuses the file instead of turning into U+FFFD silently.
    const text = new TextDecoder(encoding, { fatal: true }).decode(bytes.subarray(2));
    if (text.includes('\u0000')) return { ok: false, error: NOT_CSV };
    return { ok: true, text, encoding };
  } catch {
    return { ok: false, error: 'The file says it is UTF-16 but is not: save it as “CSV UTF-8 (comma delimited)” and upload that' };
  }
}
