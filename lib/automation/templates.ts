/**
 * Templates of action plans and triggers (DESIGN §12): `{{lead.firstName}}`, `{{agent.fullName}}` …
 * Plain (the editors preview with it too). An unknown field is refused when the template is
 * saved (`templateErrors`), so a lead never receives "Hi {{lead.frstName}}".
 */
export const TEMPLATE_FIELDS = [
  'lead.firstName', 'lead.lastName', 'lead.fullName', 'lead.email', 'lead.phone',
  'agent.firstName', 'agent.lastName', 'agent.fullName', 'agent.email', 'agent.phone',
  'company.name', 'company.phone', 'company.url',
] as const;
export type TemplateField = (typeof TEMPLATE_FIELDS)[number];
export type TemplateValues = Partial<Record<TemplateField, string | null>>;

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;
const KNOWN = new Set<string>(TEMPLATE_FIELDS);

/** The placeholders a template names that do not exist, in order of appearance, each once. */
export function unknownTemplateFields(template: string): string[] {
  const unknown = new Set<string>();
  for (const match of template.matchAll(PLACEHOLDER)) if (!KNOWN.has(match[1]!)) unknown.add(match[1]!);
  return [...unknown];
}

/** A message naming the unknown fields, or null when the template is fine. */
export function templateError(template: string): string | null {
  const unknown = unknownTemplateFields(template);
  if (unknown.length === 0) return null;
  return `Unknown field${unknown.length > 1 ? 's' : ''} ${unknown.map((f) => `{{${f}}}`).join(', ')}: use ${TEMPLATE_FIELDS.map((f) => `{{${f}}}`).join(', ')}`;
}

/**
 * Fills a template. A field without a value reads as a neutral word where one exists
 * ("there" for a first name: "Hi there,") and as nothing otherwise.
 */
export function renderTemplate(template: string, values: TemplateValues): string {
  return template.replace(PLACEHOLDER, (_, name: string) => {
    const value = KNOWN.has(name) ? values[name as TemplateField] : null;
    if (value) return value;
    return name === 'lead.firstName' || name === 'lead.fullName' ? 'there' : '';
  });
}
