import { PAGE_NAMESPACES, SHELL_NAMESPACES } from '@/i18n/client-namespaces';
import messages from '@/messages/en.json';
import { read, reachedFrom as filesReachedFrom, walk } from './imports';

/**
 * Issue 19: each site page hands its client components only the messages they use
 * (i18n/client-namespaces.ts). A component that reads a namespace its page's provider lacks
 * shows message keys to visitors, so every file a page can reach, now or on first use, is
 * read for its `useTranslations('…')` namespaces.
 */
const reachedFrom = (starts: string[]) => filesReachedFrom(starts, { onFirstUse: true });

/** The top-level namespaces the files translate with; '*' for a useTranslations() or useMessages() of all. */
function namespacesOf(files: Iterable<string>): Set<string> {
  const found = new Set<string>();
  for (const file of files) {
    const text = read(file);
    for (const m of text.matchAll(/useTranslations\(\s*(?:'([^']*)'|"([^"]*)"|([^)\s]))/g)) {
      if (m[3] !== undefined) throw new Error(`${file}: useTranslations with a computed namespace; the test cannot tell which messages it needs`);
      found.add((m[1] ?? m[2] ?? '').split('.')[0] || '*');
    }
    if (/useTranslations\(\s*\)|\buseMessages\(/.test(text)) found.add('*');
  }
  return found;
}

const missing = (needed: Set<string>, given: readonly string[]) => [...needed].filter((name) => !given.includes(name)).sort();
const SITE_PAGES = walk('app/(site)').filter((file) => file.endsWith('/page.tsx'));

describe("site pages' client messages", () => {
  it('finds the pages and the namespaces (the walk works)', () => {
    expect(SITE_PAGES.length).toBeGreaterThanOrEqual(16);
    expect(namespacesOf(reachedFrom(['app/(site)/homedetails/[...params]/page.tsx']))).toContain('Calculator');
  });

  it("gives the shell's provider every namespace the layouts and boundaries reach", () => {
    const shell = reachedFrom(['app/layout.tsx', 'app/(site)/layout.tsx', 'app/(site)/error.tsx', 'app/(site)/not-found.tsx', 'app/not-found.tsx']);
    expect(missing(namespacesOf(shell), SHELL_NAMESPACES)).toEqual([]);
  });

  it.each(SITE_PAGES)("%s wraps its content in its messages, with every namespace it reaches", (page) => {
    const key = /export default withClientMessages\('(\w+)'/.exec(read(page))?.[1];
    expect(key).toBeDefined();
    expect(Object.keys(PAGE_NAMESPACES)).toContain(key);
    expect(missing(namespacesOf(reachedFrom([page])), PAGE_NAMESPACES[key as keyof typeof PAGE_NAMESPACES])).toEqual([]);
  });

  it('names only namespaces the messages have', () => {
    const known = Object.keys(messages);
    for (const list of [SHELL_NAMESPACES, ...Object.values(PAGE_NAMESPACES)]) expect(missing(new Set(list), known)).toEqual([]);
  });
});
