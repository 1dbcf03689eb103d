import Link from 'next/link';
import { ImportUpload } from '@/components/crm/imports/import-upload';
import { crmPageMetadata } from '@/components/crm/pending-screen';
import { requireCrmAgent } from '@/lib/crm/viewer';

export const metadata = crmPageMetadata('/admin/import-leads');

// /admin/import-leads – upload a CSV, map its columns, preview, start (admins; the layout answers 403 for others).
export default async function Page() {
  await requireCrmAgent('/admin/import-leads');
  return (
    <div className="page" data-testid="import-leads-page">
      <h1>Import leads</h1>
      <p>Every new lead goes through the lead flow; nobody is e-mailed, texted or rung because of an import. <Link href="/importing">Imports so far</Link></p>
      <ImportUpload />
    </div>
  );
}
