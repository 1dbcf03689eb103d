/**
 * The menu editor's list of links ↔ the menu HTML the site stores (a <ul> of <li><a>). Runs in
 * the browser (DOMParser); menu HTML the list cannot express (nested lists, spans) is left to
 * the "edit HTML" escape hatch, and `representable` tells the editor which to show.
 */
export interface MenuLink {
  label: string;
  href: string;
  newTab: boolean;
}

export function parseMenuLinks(html: string): { links: MenuLink[]; representable: boolean } {
  if (typeof DOMParser === 'undefined') return { links: [], representable: false };
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const anchors = [...doc.body.querySelectorAll('a')];
  const links = anchors.map((a) => ({ label: (a.textContent ?? '').trim(), href: a.getAttribute('href') ?? '', newTab: a.getAttribute('target') === '_blank' }));
  return { links, representable: serialised(writeMenuHtml(links)) === doc.body.innerHTML.trim() };
}

const escapeText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replaceAll('"', '&quot;');

export function writeMenuHtml(links: MenuLink[]): string {
  const items = links.map((l) => `<li><a href="${escapeAttribute(l.href)}"${l.newTab ? ' target="_blank" rel="noopener noreferrer"' : ''}>${escapeText(l.label)}</a></li>`);
  return `<ul>${items.join('')}</ul>`;
}

/** The browser's own serialisation of some HTML, for comparing like with like. */
function serialised(html: string): string {
  return new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body.innerHTML.trim();
}
