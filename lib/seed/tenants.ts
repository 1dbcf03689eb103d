import type { CompanySettingsInput } from '@/lib/tenancy/settings-schema';
import { PROPERTY_STATUSES, PROPERTY_TYPES, type PropertyTypeCode, type StatusCode } from '@/lib/property/vocabulary';

/** The two demo feeds: listings belong to a feed, companies subscribe to feeds. */
export const DEMO_SOURCES = [
  {
    code: 'nfmls',
    name: 'North Fork MLS (demo feed)',
    regions: ['North Fork', 'Riverhead', 'Brookhaven'],
    legalDisclaimer:
      'Listing information is deemed reliable but not guaranteed and should be independently verified. Demo data: every listing on this site is generated and fictitious.',
    restrictedStatuses: ['o'],
  },
  {
    code: 'eemls',
    name: 'East End MLS (demo feed)',
    regions: ['South Fork', 'Shelter Island'],
    legalDisclaimer:
      'The data relating to real estate for sale comes in part from the demo East End feed. Information is deemed reliable but not guaranteed. Demo data: every listing here is generated and fictitious.',
    restrictedStatuses: ['o', 'p'],
  },
] as const;

const types = (codes: PropertyTypeCode[]) => codes.map((param) => ({ param, title: PROPERTY_TYPES[param] }));
const statuses = (codes: StatusCode[]) => codes.map((param) => ({ param, title: PROPERTY_STATUSES[param] }));

export interface DemoTenant {
  name: string;
  hosts: string[];
  sources: string[];
  /** Index into the company's agents of the site agent, if the site is an agent's site. */
  siteAgent: number | null;
  emailDomain: string;
  locations: { name: string; slug: string; citySlugs: string[]; isActive: boolean }[];
  settings: CompanySettingsInput;
}

export const DEMO_TENANTS: DemoTenant[] = [
  {
    name: 'Peconic Bay Homes',
    hosts: ['localhost', '127.0.0.1'],
    sources: ['nfmls', 'eemls'],
    siteAgent: null,
    emailDomain: 'peconicbayhomes.example',
    locations: [
      { name: 'North Fork', slug: 'north-fork', citySlugs: ['aquebogue', 'jamesport', 'laurel', 'mattituck', 'cutchogue', 'peconic', 'southold', 'greenport', 'east-marion', 'orient'], isActive: true },
      { name: 'The Hamptons', slug: 'the-hamptons', citySlugs: ['hampton-bays', 'southampton', 'water-mill', 'bridgehampton', 'sag-harbor', 'east-hampton', 'amagansett'], isActive: true },
      { name: 'Riverhead Area', slug: 'riverhead-area', citySlugs: ['riverhead', 'calverton', 'baiting-hollow', 'wading-river', 'flanders'], isActive: true },
      { name: 'Montauk', slug: 'montauk', citySlugs: ['montauk'], isActive: false },
    ],
    settings: {
      siteName: 'Peconic Bay Homes',
      tagline: 'North Fork & East End homes for sale',
      logoUrl: '/tenants/peconic-bay-homes/logo.svg',
      phone: '+16315550142',
      email: 'hello@peconicbayhomes.example',
      menuHtml:
        '<ul><li><a href="/real-estate">Search Homes</a></li><li><a href="/real-estate/status-s">Recently Sold</a></li>' +
        '<li><a href="/what-is-my-home-worth">Home Value</a></li><li><a href="/company-agents">Our Agents</a></li></ul>',
      footerHtml:
        '<div class="footer-columns"><section><h2>Peconic Bay Homes</h2><address>1 East Main Street<br>Riverhead, NY 11901</address>' +
        '<p><a href="tel:+16315550142">(631) 555-0142</a></p></section>' +
        '<section><h2>Explore</h2><ul><li><a href="/real-estate">Homes for sale</a></li><li><a href="/real-estate/status-s">Sold homes</a></li>' +
        '<li><a href="/what-is-my-home-worth">What is my home worth?</a></li><li><a href="/company-agents">Our agents</a></li>' +
        '<li><a href="/communities">Communities</a></li></ul></section>' +
        '<section><h2>Fair housing</h2><p><small>We are pledged to the letter and spirit of U.S. policy for the achievement of equal housing opportunity throughout the Nation.</small></p>' +
        '<p><small>Demo site: listings, people and photos are generated.</small></p></section></div>',
      colours: { primary: '#3c8dbc', cta: '#d82738' },
      defaultSorting: 'created_at desc',
      personalSiteUrl: null,
      showPropertiesDealRatings: true,
      propertyTypes: types(['r', 'c', 't', 'mf', 'll', 'co', 'f']),
      propertyStatuses: statuses(['a', 'u', 'p', 's']),
      visibleStatuses: ['p'],
      filterGroups: [
        { title: 'Interior', params: ['fireplace', 'hardwood-floors', 'central-air', 'open-floor-plan', 'first-floor-primary', 'home-office'] },
        { title: 'Exterior', params: ['pool', 'deck', 'patio', 'fenced-yard', 'detached-garage', 'guest-cottage'] },
        { title: 'Water', params: ['waterfront', 'water-view', 'bay-front', 'sound-front', 'dock', 'beach-rights'] },
      ],
      suggestions: ['pl', 'zip', 'city_label', 'city', 'area', 'hood', 'street', 'school', 'school_district', 'county', 'address', 'state', 'keyword'],
      homeVariant: 'default',
    },
  },
  {
    name: 'Hamptons Coastal Realty',
    hosts: ['second.localhost'],
    sources: ['eemls'],
    siteAgent: 1,
    emailDomain: 'hamptonscoastal.example',
    locations: [
      { name: 'South Fork', slug: 'south-fork', citySlugs: ['hampton-bays', 'southampton', 'water-mill', 'bridgehampton', 'sag-harbor', 'east-hampton', 'amagansett', 'montauk'], isActive: true },
      { name: 'Shelter Island', slug: 'shelter-island', citySlugs: ['shelter-island'], isActive: true },
    ],
    settings: {
      siteName: 'Hamptons Coastal Realty',
      tagline: 'Oceanfront, bayfront and village homes in the Hamptons',
      logoUrl: '/tenants/hamptons-coastal/logo.svg',
      phone: '+16315550199',
      email: 'info@hamptonscoastal.example',
      menuHtml:
        '<ul><li><a href="/real-estate/type-r">Houses</a></li><li><a href="/real-estate/type-c">Condos</a></li>' +
        '<li><a href="/what-is-my-home-worth">Sell With Us</a></li><li><a href="#newsletter">Newsletter</a></li>' +
        '<li><a href="https://journal.hamptonscoastal.example/market-report?signuponmount=1">Market Report</a></li></ul>',
      footerHtml:
        '<div class="footer-columns"><section><h2>Hamptons Coastal Realty</h2><address>27 Main Street<br>Sag Harbor, NY 11963</address></section>' +
        '<section><h2>Offices</h2><ul><li>Sag Harbor</li><li>East Hampton</li><li>Southampton</li></ul></section>' +
        '<section><p><small>Equal Housing Opportunity. Demo site: listings, people and photos are generated.</small></p></section></div>',
      footerExtraPadding: 48,
      colours: { primary: '#1b4f72', cta: '#b9770e' },
      defaultSorting: 'price desc',
      personalSiteUrl: 'https://journal.hamptonscoastal.example/',
      trackingCodes: { googleAnalyticsId: 'G-DEMO12345' },
      facebookLoginEnabled: true,
      socialLogin: { facebookAppId: '1234567890', googleClientId: null, googleLoginEnabled: false },
      fieldsConfiguration: { square: true, year: true, garages: false, basement: false, acres: true, daysOnSite: true, maxHoa: false, assumableRate: false, stories: false, priceReduced: true, photo: true },
      showPropertiesDealRatings: false,
      soldPricesRequireSignIn: true,
      propertyTypes: types(['r', 'c', 'll', 'dplx']),
      propertyStatuses: statuses(['a', 's']),
      visibleStatuses: [],
      filterGroups: [
        { title: 'Waterfront & Views', params: ['waterfront', 'ocean-view', 'bay-front', 'water-view', 'dock', 'beach-rights'] },
        { title: 'Luxury', params: ['pool', 'tennis-court', 'guest-cottage', 'wine-cellar', 'chefs-kitchen', 'generator'] },
      ],
      suggestions: ['zip', 'city', 'hood', 'street', 'school_district', 'address', 'keyword'],
      homeVariant: 'seller',
    },
  },
];
