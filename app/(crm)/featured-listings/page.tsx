import { FeaturedEditor } from '@/components/crm/featured/featured-editor';
import { crmPageMetadata } from '@/components/crm/pending-screen';
import { getViewer } from '@/lib/auth/viewer';
import { listFeatured } from '@/lib/crm/featured-listings';
import { requireCrmAgent } from '@/lib/crm/viewer';

export const metadata = crmPageMetadata('/featured-listings');

// /featured-listings – which listings the home page features, in order (brokers and admins; the layout answers 403 for others)
export default async function Page() {
  const [, viewer] = await Promise.all([requireCrmAgent('/featured-listings'), getViewer()]);
  const initial = await listFeatured(viewer.company);
  return (
    <div className="page" data-testid="featured-page">
      <h1>Featured listings</h1>
      <FeaturedEditor initial={initial} />
    </div>
  );
}
