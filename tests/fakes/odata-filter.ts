/**
 * A tiny OData $filter for the fake RESO server: comparisons (eq ne gt ge lt le) of a field with
 * a literal ('text', 42, 2025-01-01T00:00:00Z, true, null), `in ('a','b')`, and / or / not and
 * parentheses. Enough for replication (`ModificationTimestamp gt …`), a source's own filter
 * (`StandardStatus eq 'Active'`) and Media by key.
 */
export type Literal = { kind: 'string'; value: string } | { kind: 'number'; value: number } | { kind: 'datetime'; value: number; text: string } | { kind: 'boolean'; value: boolean } | { kind: 'null' };

export type FilterNode =
  | { op: 'and' | 'or'; left: FilterNode; right: FilterNode }
  | { op: 'not'; node: FilterNode }
  | { op: 'compare'; field: string; comparison: Comparison; literal: Literal }
  | { op: 'in'; field: string; literals: Literal[] };

type Comparison = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le';
const COMPARISONS = new Set(['eq', 'ne', 'gt', 'ge', 'lt', 'le']);

export class FilterSyntaxError extends Error {}

const TOKEN = /\s*(?:(\()|(\))|(,)|('(?:[^']|'')*')|(\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})?)?)|(-?\d+(?:\.\d+)?)|([A-Za-z_][\w.]*))/y;

type Token = { type: '(' | ')' | ',' | 'string' | 'datetime' | 'number' | 'word'; text: string };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    if (/^\s*$/.test(text.slice(TOKEN.lastIndex))) break;
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(text);
    if (!match) throw new FilterSyntaxError(`Syntax error in $filter at position ${at}: ${text.slice(at, at + 20)}`);
    const [, open, close, comma, string, datetime, number, word] = match;
    if (open) tokens.push({ type: '(', text: open });
    else if (close) tokens.push({ type: ')', text: close });
    else if (comma) tokens.push({ type: ',', text: comma });
    else if (string) tokens.push({ type: 'string', text: string.slice(1, -1).replace(/''/g, "'") });
    else if (datetime) tokens.push({ type: 'datetime', text: datetime });
    else if (number) tokens.push({ type: 'number', text: number });
    else if (word) tokens.push({ type: 'word', text: word });
  }
  return tokens;
}

export function parseFilter(text: string): FilterNode {
  const tokens = tokenize(text);
  let position = 0;
  const peek = () => tokens[position];
  const next = () => {
    const token = tokens[position++];
    if (!token) throw new FilterSyntaxError('Unexpected end of $filter');
    return token;
  };
  const isWord = (word: string) => peek()?.type === 'word' && peek()?.text.toLowerCase() === word;

  const literal = (): Literal => {
    const token = next();
    if (token.type === 'string') return { kind: 'string', value: token.text };
    if (token.type === 'number') return { kind: 'number', value: Number(token.text) };
    if (token.type === 'datetime') {
      const value = Date.parse(token.text.length === 10 ? `${token.text}T00:00:00Z` : token.text);
      if (Number.isNaN(value)) throw new FilterSyntaxError(`Not a date: ${token.text}`);
      return { kind: 'datetime', value, text: token.text };
    }
    if (token.type === 'word' && (token.text === 'true' || token.text === 'false')) return { kind: 'boolean', value: token.text === 'true' };
    if (token.type === 'word' && token.text === 'null') return { kind: 'null' };
    throw new FilterSyntaxError(`Expected a value in $filter, found ${token.text}`);
  };

  const primary = (): FilterNode => {
    if (peek()?.type === '(') {
      next();
      const node = or();
      if (next().type !== ')') throw new FilterSyntaxError('Expected ) in $filter');
      return node;
    }
    if (isWord('not')) {
      next();
      return { op: 'not', node: primary() };
    }
    const field = next();
    if (field.type !== 'word') throw new FilterSyntaxError(`Expected a field name in $filter, found ${field.text}`);
    const operator = next().text.toLowerCase();
    if (operator === 'in') {
      if (next().type !== '(') throw new FilterSyntaxError('Expected ( after in');
      const literals = [literal()];
      while (peek()?.type === ',') {
        next();
        literals.push(literal());
      }
      if (next().type !== ')') throw new FilterSyntaxError('Expected ) to close the in list');
      return { op: 'in', field: field.text, literals };
    }
    if (!COMPARISONS.has(operator)) throw new FilterSyntaxError(`Unknown operator ${operator} in $filter`);
    return { op: 'compare', field: field.text, comparison: operator as Comparison, literal: literal() };
  };

  const and = (): FilterNode => {
    let node = primary();
    while (isWord('and')) {
      next();
      node = { op: 'and', left: node, right: primary() };
    }
    return node;
  };

  function or(): FilterNode {
    let node = and();
    while (isWord('or')) {
      next();
      node = { op: 'or', left: node, right: and() };
    }
    return node;
  }

  const node = or();
  if (position < tokens.length) throw new FilterSyntaxError(`Unexpected ${tokens[position]?.text} in $filter`);
  return node;
}

/** -1, 0, 1, or null when the two cannot be compared (a missing field, text against a number). */
function compare(value: unknown, literal: Literal): number | null {
  if (literal.kind === 'null') return value === null || value === undefined ? 0 : null;
  if (value === null || value === undefined) return null;
  let left: number | string | boolean;
  let right: number | string | boolean;
  if (literal.kind === 'datetime') {
    left = Date.parse(String(value));
    right = literal.value;
    if (Number.isNaN(left)) return null;
  } else if (literal.kind === 'number') {
    left = Number(value);
    right = literal.value;
    if (Number.isNaN(left)) return null;
  } else if (literal.kind === 'boolean') {
    if (typeof value !== 'boolean') return null;
    left = value;
    right = literal.value;
  } else {
    left = String(value);
    right = literal.value;
  }
  return left < right ? -1 : left > right ? 1 : 0;
}

export function matches(node: FilterNode, record: Record<string, unknown>): boolean {
  switch (node.op) {
    case 'and':
      return matches(node.left, record) && matches(node.right, record);
    case 'or':
      return matches(node.left, record) || matches(node.right, record);
    case 'not':
      return !matches(node.node, record);
    case 'in':
      return node.literals.some((literal) => compare(record[node.field], literal) === 0);
    case 'compare': {
      const order = compare(record[node.field], node.literal);
      if (order === null) return node.comparison === 'ne';
      return { eq: order === 0, ne: order !== 0, gt: order > 0, ge: order >= 0, lt: order < 0, le: order <= 0 }[node.comparison];
    }
  }
}

/** The values a filter requires of one field (`F in (…)`, `F eq … or F eq …`), or null when it does not pin it. */
export function pinnedValues(node: FilterNode, field: string): Set<string> | null {
  if (node.op === 'in' && node.field === field) return new Set(node.literals.map(literalText));
  if (node.op === 'compare' && node.field === field && node.comparison === 'eq') return new Set([literalText(node.literal)]);
  if (node.op === 'or') {
    const left = pinnedValues(node.left, field);
    const right = pinnedValues(node.right, field);
    return left && right ? new Set([...left, ...right]) : null;
  }
  if (node.op === 'and') return pinnedValues(node.left, field) ?? pinnedValues(node.right, field);
  return null;
}

function literalText(literal: Literal): string {
  return literal.kind === 'null' ? '' : literal.kind === 'datetime' ? literal.text : String(literal.value);
}
