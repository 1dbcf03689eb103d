/**
 * The site images an admin uploads (SPEC §9 image widths), plain for the editor and the server.
 * `minWidth` refuses a thumbnail passed off as a logo: scaled up, it would be a blur.
 */
export const IMAGE_KINDS = {
  logo: { field: 'logoUrl', width: 300, minWidth: 100, format: 'png', label: 'Logo' },
  'mobile-logo': { field: 'mobileLogoUrl', width: 50, minWidth: 32, format: 'png', label: 'Mobile logo' },
  background: { field: 'backgroundImageUrl', width: 1920, minWidth: 960, format: 'jpeg', label: 'Background image' },
} as const;

export type ImageKind = keyof typeof IMAGE_KINDS;
export const isImageKind = (value: string): value is ImageKind => Object.hasOwn(IMAGE_KINDS, value);

/** Uploaded images are served from /api/company/images/{version}: a new upload is a new URL. */
export const IMAGE_PATH_PREFIX = '/api/company/images/';
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
