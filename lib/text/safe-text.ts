/**
 * Text no part of the system can store or print faithfully: a NUL (PostgreSQL refuses it in
 * text and jsonb, and C libraries end strings there) or a lone UTF-16 surrogate (it has no
 * UTF-8 form, so the database driver would mangle or refuse it). DESIGN §13: such text is
 * refused with 422 before anything reads it.
 */
export function isSafeText(text: string): boolean {
  return !text.includes('\u0000') && text.isWellFormed();
}

export const UNSAFE_TEXT_MESSAGE = 'must not contain NUL characters or unpaired surrogates';

/** A field name fit to print: a NUL shown as \0, a lone surrogate as U+FFFD. */
export function printableName(name: string): string {
  return name.replaceAll('\u0000', '\\0').toWellFormed();
}

interface Visit {
  value: unknown;
  key: string | number | null;
  parent: Visit | null;
}

function pathOf(visit: Visit): string {
  const parts: string[] = [];
  for (let at: Visit | null = visit; at && at.key !== null; at = at.parent) parts.push(typeof at.key === 'string' ? printableName(at.key) : String(at.key));
  return parts.reverse().join('.') || '_';
}

/**
 * The dotted path of the first string (object key or value) in a JSON value that is not
 * safe text, or null. Walks with its own stack and parent links: a 100 kB body can nest
 * 50,000 levels deep, which JSON.parse accepts and a recursive walk would not survive.
 */
export function findUnsafeText(value: unknown): string | null {
  const stack: Visit[] = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const item = visit.value;
    if (typeof item === 'string') {
      if (!isSafeText(item)) return pathOf(visit);
    } else if (typeof item === 'object' && item !== null) {
      const children: Visit[] = [];
      if (Array.isArray(item)) item.forEach((child: unknown, index) => children.push({ value: child, key: index, parent: visit }));
      else {
        for (const [key, child] of Object.entries(item)) {
          const node = { value: child, key, parent: visit };
          if (!isSafeText(key)) return pathOf(node);
          children.push(node);
        }
      }
      // Reversed, so fields are visited in the order they were written.
      for (let i = children.length - 1; i >= 0; i -= 1) stack.push(children[i]!);
    }
  }
  return null;
}

/** Text made storable, for records of what someone sent (the audit log): NUL dropped, a lone surrogate as U+FFFD. */
export function storableText(text: string, max = Infinity): string {
  // Cut first: a cut through a surrogate pair leaves half of it, which toWellFormed() then replaces.
  return text.replaceAll('\u0000', '').slice(0, max).toWellFormed();
}
