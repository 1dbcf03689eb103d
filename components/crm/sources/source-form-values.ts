/**
 * The feed dialog's fields as the browser holds them (all text, for controlled inputs) and the
 * request body they become. Plain module: the dialog and the unit tests use it.
 */
import type { SourceJson } from '@/lib/feeds/source-json';

export type AuthChoice = 'none' | 'bearer' | 'client_credentials';

export interface SourceFormValues {
  name: string;
  kind: 'reso-web-api' | 'reso-file';
  url: string;
  resource: string;
  filter: string;
  legalDisclaimer: string;
  restrictedStatuses: string[];
  /** One "PropertyType[/PropertySubType] = code" a line. */
  propertyTypeMap: string;
  syncEnabled: boolean;
  authType: AuthChoice;
  token: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  scope: string;
}

export function formValuesOf(source: SourceJson | null): SourceFormValues {
  const auth = source?.auth ?? null;
  return {
    name: source?.name ?? '',
    kind: source?.kind ?? 'reso-web-api',
    url: source?.url ?? '',
    resource: source?.resource ?? 'Property',
    filter: source?.filter ?? '',
    legalDisclaimer: source?.legalDisclaimer ?? '',
    restrictedStatuses: source?.restrictedStatuses ?? [],
    propertyTypeMap: Object.entries(source?.propertyTypeMap ?? {})
      .map(([key, code]) => `${key} = ${code}`)
      .join('\n'),
    syncEnabled: source?.syncEnabled ?? true,
    authType: auth?.type ?? 'none',
    token: '',
    tokenUrl: auth?.type === 'client_credentials' ? (auth.tokenUrl ?? '') : '',
    clientId: auth?.type === 'client_credentials' ? (auth.clientId ?? '') : '',
    clientSecret: '',
    scope: auth?.type === 'client_credentials' ? (auth.scope ?? '') : '',
  };
}

/** The type map's lines as an object; a line without "=" comes back as a problem to show. */
export function parseTypeMap(text: string): { map: Record<string, string> } | { error: string } {
  const map: Record<string, string> = {};
  for (const [index, raw] of text.split('\n').entries()) {
    const line = raw.trim();
    if (line === '') continue;
    const at = line.lastIndexOf('=');
    if (at <= 0) return { error: `Line ${index + 1}: write it as PropertyType = code (e.g. Residential/Condominium = c)` };
    map[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return { map };
}

/**
 * The POST or PATCH body. Editing a feed whose auth type is unchanged, a blank secret is left
 * out: the server keeps the stored one (the screen never has it to send back).
 */
export function requestBody(values: SourceFormValues, typeMap: Record<string, string>, editing: boolean): Record<string, unknown> {
  const auth =
    values.authType === 'none'
      ? null
      : values.authType === 'bearer'
        ? { type: 'bearer', ...(values.token.trim() || !editing ? { token: values.token } : {}) }
        : {
            type: 'client_credentials',
            tokenUrl: values.tokenUrl,
            clientId: values.clientId,
            ...(values.clientSecret.trim() || !editing ? { clientSecret: values.clientSecret } : {}),
            ...(values.scope.trim() ? { scope: values.scope } : {}),
          };
  return {
    name: values.name,
    kind: values.kind,
    url: values.url,
    resource: values.resource,
    filter: values.filter,
    legalDisclaimer: values.legalDisclaimer,
    restrictedStatuses: values.restrictedStatuses,
    propertyTypeMap: typeMap,
    syncEnabled: values.syncEnabled,
    auth,
  };
}

/** "api.example.com" from a feed's URL, for the dense table. */
export function urlHost(url: string): string {
  try {
    return new URL(url).host || url;
  } catch {
    return url;
  }
}
