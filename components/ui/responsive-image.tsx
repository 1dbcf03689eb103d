import type { ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';
import { PHOTO_WIDTHS, responsiveImageAttrs, type ImageWidth } from '@/lib/images/image-variants';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'loading' | 'fetchPriority'> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** How wide the image is shown, as the `sizes` attribute says it (e.g. `(min-width: 760px) 400px, 100vw`). */
  sizes: string;
  /**
   * 'lcp': the page's largest image above the fold — preloaded from the document's head with
   * fetchpriority=high, so it starts before the CSS and scripts are parsed; 'eager': above the
   * fold but not the largest; 'lazy' (default): below the fold, fetched as it nears the viewport.
   */
  priority?: 'lcp' | 'eager' | 'lazy';
  widths?: readonly ImageWidth[];
};

/**
 * One of our images (the /images routes) at the right size and format for the screen
 * (docs/architecture.md "Images"): a srcset of fixed widths the server makes once and caches, in
 * AVIF/WebP by Accept. No hooks: server and client components both use it. Another site's URL
 * is shown as it is.
 */
export function ResponsiveImage({ src, sizes, priority = 'lazy', widths = PHOTO_WIDTHS, alt, ...rest }: Props) {
  const attrs = responsiveImageAttrs(src, sizes, widths);
  if (priority === 'lcp') preload(attrs.src, { as: 'image', imageSrcSet: attrs.srcSet, imageSizes: attrs.sizes, fetchPriority: 'high' });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the tenant-scoped /images route makes the sizes; next/image's optimizer would fetch past the proxy that resolves the tenant
    <img
      {...rest}
      {...attrs}
      alt={alt}
      loading={priority === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={priority === 'lcp' ? 'high' : undefined}
      decoding={priority === 'lazy' ? 'async' : undefined}
    />
  );
}
