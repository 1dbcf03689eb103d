import { IMAGE_WIDTHS, imageFormatFor, imageSrc, imageWidthOf, responsiveImageAttrs, sourceVersion, variantFileName } from '@/lib/images/image-variants';

test('widths come from the fixed list only: anything else is bad (a 400), none is the stored size', () => {
  expect([...IMAGE_WIDTHS]).toEqual([320, 480, 640, 800, 960, 1280, 1920]);
  expect(imageWidthOf(null)).toBeNull();
  for (const w of IMAGE_WIDTHS) expect(imageWidthOf(String(w))).toBe(w);
  for (const bad of ['', '321', '0', '0640', '640.0', '64e1', '-640', '19200', ' 640', '640px', 'abc', '90']) expect(imageWidthOf(bad)).toBe('bad');
});

test('format by Accept: AVIF, else WebP, else the JPEG anyone can show', () => {
  const chromium = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
  expect(imageFormatFor(chromium)).toBe('avif');
  expect(imageFormatFor('image/webp,*/*')).toBe('webp');
  expect(imageFormatFor('IMAGE/AVIF')).toBe('avif');
  expect(imageFormatFor('image/avif;q=0, image/webp;q=0.5')).toBe('webp');
  expect(imageFormatFor('image/avif;q=0,image/webp;q=0')).toBe('jpeg');
  // Wildcards would take JPEG as well: they never mean "send AVIF".
  expect(imageFormatFor('image/*,*/*;q=0.8')).toBe('jpeg');
  expect(imageFormatFor('*/*')).toBe('jpeg');
  expect(imageFormatFor('')).toBe('jpeg');
  expect(imageFormatFor(null)).toBe('jpeg');
});

test('cache key: source version, width and format each make a different file; the same ask, the same file', () => {
  const v = sourceVersion(12_345, 1_700_000_000_123.4);
  expect(v).toBe(sourceVersion(12_345, 1_700_000_000_123.9));
  expect(sourceVersion(12_346, 1_700_000_000_123)).not.toBe(v);
  expect(sourceVersion(12_345, 1_700_000_001_000)).not.toBe(v);
  const names = new Set<string>();
  for (const w of [...IMAGE_WIDTHS, null]) for (const f of ['avif', 'webp', 'jpeg'] as const) names.add(variantFileName(v, w, f));
  expect(names.size).toBe(IMAGE_WIDTHS.length * 3 + 3);
  expect(variantFileName(v, 640, 'avif')).toBe(`${v}.w640.avif`);
  expect(variantFileName(v, null, 'webp')).toBe(`${v}.wfull.webp`);
});

test('our photos get a srcset of the photo widths; another site’s URL is used as it is', () => {
  expect(imageSrc('/images/12-0.jpg', 480)).toBe('/images/12-0.jpg?w=480');
  expect(imageSrc('/images/placeholder.jpg', 320)).toBe('/images/placeholder.jpg?w=320');
  expect(responsiveImageAttrs('/images/12-0.jpg', '100vw')).toEqual({
    src: '/images/12-0.jpg?w=640',
    srcSet: '/images/12-0.jpg?w=320 320w, /images/12-0.jpg?w=480 480w, /images/12-0.jpg?w=640 640w, /images/12-0.jpg?w=800 800w, /images/12-0.jpg?w=960 960w',
    sizes: '100vw',
  });
  expect(responsiveImageAttrs('/images/12-0.jpg', '50vw', [960, 1920])).toEqual({ src: '/images/12-0.jpg?w=1920', srcSet: '/images/12-0.jpg?w=960 960w, /images/12-0.jpg?w=1920 1920w', sizes: '50vw' });
  for (const other of ['https://cdn.example.com/a.jpg', '/images/12-0.jpg?w=320', '/images/agents/avatar-1-2.jpg', '/images/../x.jpg']) expect(responsiveImageAttrs(other, '100vw')).toEqual({ src: other });
});
