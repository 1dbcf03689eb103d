import { NotFoundContent } from '@/components/layout/not-found-content';

export const metadata = { title: 'Page not found', robots: { index: false } };

// notFound() from a site page: the (site) layout already draws the shell.
export default function SiteNotFound() {
  return <NotFoundContent />;
}
