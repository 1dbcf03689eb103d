/**
 * Which messages each public page hands its client components (docs/performance.md, "Every
 * page carries all of the site's messages"). Without a list, next-intl's provider puts all of
 * messages/en.json into every page's RSC data: about half of a page's gzipped HTML. The root
 * layout's provider carries the shell's namespaces (header, sign-up, banners, the error and
 * not-found boundaries); each site page nests a provider with its own, which replaces the
 * root's for the page's content. The CRM keeps all of them (one provider in its layout).
 * tests/unit/layers/client-messages.test.ts walks each page's imports and fails when a
 * component it can reach uses a namespace its list lacks.
 */
export const SHELL_NAMESPACES = ['AgentLink', 'BrowserEnv', 'Error', 'Estimate', 'Flash', 'Reconnect', 'Shell', 'SignUp'] as const;

const SEARCH = ['Community', 'ErrorDialog', 'Filters', 'Map', 'Property', 'SaveSearch', 'Search'] as const;

export const PAGE_NAMESPACES = {
  home: ['ErrorDialog', 'Property', 'Search'],
  search: SEARCH,
  listing: ['AskQuestion', 'Calculator', 'ErrorDialog', 'OpenHouse', 'Property', 'Search'],
  schedule: ['Schedule'],
  agent: ['AgentQuestion', 'AskQuestion', 'ErrorDialog', 'Property', 'Search'],
  agentVideo: ['AgentQuestion', 'AgentVideo', 'AskQuestion'],
  companyAgents: ['AgentDetails', 'AgentVideo', 'Agents', 'ErrorDialog'],
  community: ['ErrorDialog', 'Property', 'Search'],
  communities: [],
  estimate: ['Estimate', 'Map'],
  homeWorth: ['Estimate'],
  login: ['Login'],
  savedSearches: ['CoBuyer', 'SavedSearches'],
  setPassword: [],
} as const satisfies Record<string, readonly string[]>;

export type PageMessages = keyof typeof PAGE_NAMESPACES;
