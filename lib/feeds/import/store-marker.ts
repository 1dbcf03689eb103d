/** The scheme of a photo URL naming a file already in our image store (the demo's own photos). */
export const IMAGE_STORE_SCHEME = 'image-store:';
const SAFE_FILE = /^[a-z0-9][a-z0-9._-]*\.jpg$/i;

/**
 * The stored file an `image-store:{file}` photo URL names, or null. Only feeds the operator set up
 * from local files (the demo) may use it: an admin's feed never names our files.
 */
export function imageStoreFile(url: string): string | null {
  if (!url.startsWith(IMAGE_STORE_SCHEME)) return null;
  const file = url.slice(IMAGE_STORE_SCHEME.length);
  return SAFE_FILE.test(file) ? file : null;
}
