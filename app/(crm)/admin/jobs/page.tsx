import type { Metadata } from 'next';
import { JobsScreen } from '@/components/crm/jobs/jobs-screen';

export const metadata: Metadata = { title: 'Jobs' };

// /admin/jobs?state=&queue=&page= – what the job queue holds: each queue's counts, then its jobs
export default function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <JobsScreen searchParams={searchParams} />;
}
