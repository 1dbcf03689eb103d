/** sitemaps.org: one file lists at most 50,000 URLs. */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  /** Absolute URL. */
  url: string;
  lastModified?: Date | null;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** A sitemaps.org urlset, the first SITEMAP_MAX_URLS entries. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.slice(0, SITEMAP_MAX_URLS).map(urlXml);
  return `${URLSET_OPEN}${urls.join('\n')}\n${URLSET_CLOSE}`;
}

/** One <url> with its <lastmod> (W3C datetime), as a line of a urlset. */
export function urlXml(e: SitemapEntry): string {
  const lastmod = e.lastModified && !Number.isNaN(e.lastModified.getTime()) ? `<lastmod>${e.lastModified.toISOString()}</lastmod>` : '';
  return `<url><loc>${escapeXml(e.url)}</loc>${lastmod}</url>`;
}

export const URLSET_OPEN = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
export const URLSET_CLOSE = '</urlset>\n';

/** A sitemaps.org sitemapindex: each file by its absolute URL and when it last changed. */
export function sitemapIndexXml(files: readonly SitemapEntry[]): string {
  const items = files.map((f) => {
    const lastmod = f.lastModified && !Number.isNaN(f.lastModified.getTime()) ? `<lastmod>${f.lastModified.toISOString()}</lastmod>` : '';
    return `<sitemap><loc>${escapeXml(f.url)}</loc>${lastmod}</sitemap>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}
