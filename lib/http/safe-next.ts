/**
 * The one parser for every redirect target that arrives from outside (`?next=` of the sign-in
 * page, the `next` of sign-in links, an e-alert's destination, the agent-link generator):
 * a path on this site, or the caller's default. DESIGN §13.
 *
 * What a browser does with a Location or `location.assign()` value decides the rules:
 * - it reads `\` as `/` and drops tabs and newlines anywhere, so `/\evil` and `/\t/evil`
 *   are `//evil`, another host: backslashes, controls and whitespace are refused outright;
 * - it resolves dot segments, so `/.//evil` and `/..//evil` are `//evil` too: our own links
 *   never hold `.` or `..` segments, so none is accepted (encoded ones neither), and the value
 *   resolved as the browser would must still be a path of this site;
 * - some code decodes twice (a `next` carried inside another URL), so `/%2F%2Fevil` and
 *   `/%5Cevil` are refused when any decoding of them would be a trick (a stray `%` does not
 *   stop the decoding: `/%2F%2Fevil%` is refused too);
 * - only printable ASCII is accepted (our own URLs are always percent-encoded), which leaves
 *   no room for look-alikes such as `／` or invisible characters.
 * The kept value is the resolved one: what is returned is exactly where the browser will go.
 */
const BASE = 'http://same-site.invalid';
/** Longer than any URL of this site; a longer value is someone's experiment. */
const MAX_LENGTH = 2048;
/** How many times a value is decoded to look for a hidden trick. */
const DECODE_DEPTH = 4;

export function safeNextPath(value: unknown, fallback = '/dashboard'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return fallback;
  // Printable ASCII without the backslash: no controls, spaces, look-alikes or invisible characters.
  if (!/^[\x21-\x5b\x5d-\x7e]+$/.test(value)) return fallback;
  if (decodings(value).some((layer) => !isSameSitePath(layer))) return fallback;
  const url = new URL(value, BASE);
  return url.pathname + url.search + url.hash;
}

/**
 * The value and what successive percent-decodings make of it (until nothing changes). Each
 * decoding is lenient, as some decoders are: a stray `%` (`/%2F%2Fevil%`) stays as it is and the
 * valid escapes around it are still decoded, so a stray one cannot hide the rest.
 */
function decodings(value: string): string[] {
  const layers = [value];
  for (let i = 0; i < DECODE_DEPTH; i++) {
    const last = layers[layers.length - 1]!;
    const next = lenientDecode(last);
    if (next === last) break;
    layers.push(next);
  }
  return layers;
}

/** Decodes every run of valid `%XX` escapes; a run that is not UTF-8 stays encoded. */
function lenientDecode(value: string): string {
  return value.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

/**
 * Whether a browser would stay on this site for `value`: after dropping what browsers drop
 * (tabs and newlines anywhere, leading controls and spaces), it starts with one `/` (not `//`,
 * not `/\`, so no scheme and no authority), has no dot segment, and resolving it leaves the
 * origin and the path's start alone.
 */
function isSameSitePath(value: string): boolean {
  const cleaned = value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
  if (!/^\/(?![/\\])/.test(cleaned)) return false;
  const path = cleaned.split(/[?#]/, 1)[0]!;
  if (/[\u0000-\u001f\u007f\\]/.test(path) || /\/(\.|%2e){1,2}(\/|$)/i.test(path)) return false;
  try {
    const url = new URL(cleaned, BASE);
    return url.origin === BASE && !/^\/[/\\]/.test(url.pathname);
  } catch {
    return false;
  }
}
