import 'server-only';
import type { Company } from '@/lib/tenancy/company';
import { filterContext } from './context';
import type { SearchConfig } from './search-config';

/** The company's search configuration for client components (see ./search-config.ts). */
export async function searchConfig(company: Company): Promise<SearchConfig> {
  const { settings } = company;
  return {
    ctx: await filterContext(company),
    types: settings.propertyTypes.map(({ param, title }) => ({ param, title })),
    statuses: settings.propertyStatuses.map(({ param, title }) => ({ param, title })),
    fieldsConfiguration: settings.fieldsConfiguration,
    showDealRatings: settings.showPropertiesDealRatings,
    filterGroups: company.filterGroups.map((g) => ({ title: g.title, features: g.features.map(({ param, title }) => ({ param, title })) })),
    mapStyleUrl: settings.mapStyleUrl,
  };
}
