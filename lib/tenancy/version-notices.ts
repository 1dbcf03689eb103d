import 'server-only';
import { beforeDatabaseClose, openDatabase } from '@/lib/db/client';
import { processSingleton } from '@/lib/db/process-singleton';
import { noteCompanyVersion, VERSION_CHANNEL } from './cache-versions';

/**
 * PostgreSQL LISTEN for company cache versions (DESIGN §11): every bump NOTIFYs inside its
 * transaction, PostgreSQL delivers the notice at commit, and each server process that listens
 * notes the new version at once, so another instance's change shows in milliseconds instead of
 * at the next poll. The poll (lib/tenancy/cache-versions.ts, at most once a second) stays: it
 * covers a notice missed while this connection was down, so a lost connection only slows
 * invalidation back to about a second. One dedicated connection per process (LISTEN needs a
 * session of its own: a pooled connection goes back to the pool). PGlite is one process, where
 * the local note already does it.
 */
const RECONNECT_MS = 5_000;

interface ListenerState {
  /** Bumped when the database closes: a reconnect timer of an older generation gives up. */
  generation: number;
  listening: boolean;
}
const state = () => processSingleton('company-version-listener', (): ListenerState => ({ generation: 0, listening: false }));

/** Starts listening (server start-up, instrumentation.ts); a no-op on PGlite or when already listening. */
export async function listenForCompanyVersions(): Promise<void> {
  const s = state();
  if (s.listening) return;
  const { raw } = await openDatabase();
  if (raw.kind !== 'postgres') return;
  s.listening = true;
  const generation = s.generation;
  beforeDatabaseClose(async () => {
    s.generation += 1;
    s.listening = false;
  });
  await connect(raw.url, generation);
}

/** `companyId:version`, as bumpCompanyVersion sends it; anything else is ignored. */
export function parseVersionNotice(payload: string | undefined): [number, number] | null {
  const match = /^(\d{1,9}):(\d{1,12})$/.exec(payload ?? '');
  return match ? [Number(match[1]), Number(match[2])] : null;
}

async function connect(url: string, generation: number): Promise<void> {
  const s = state();
  if (s.generation !== generation) return;
  const { Client } = await import('pg');
  const client = new Client({ connectionString: url });
  let over = false;
  const stopOnClose = beforeDatabaseClose(async () => {
    over = true;
    await client.end().catch(() => {});
  });
  const again = (why: string) => {
    if (over) return;
    over = true;
    stopOnClose();
    client.end().catch(() => {});
    console.warn(`Company version notices: ${why}; polling alone until the connection is back`);
    setTimeout(() => void connect(url, generation), RECONNECT_MS).unref();
  };
  client.on('notification', (message) => {
    const notice = message.channel === VERSION_CHANNEL ? parseVersionNotice(message.payload) : null;
    if (notice) noteCompanyVersion(notice[0], notice[1]);
  });
  client.on('error', (error: Error) => again(error.message));
  client.on('end', () => again('connection ended'));
  try {
    await client.connect();
    await client.query(`listen ${VERSION_CHANNEL}`);
  } catch (error) {
    again(error instanceof Error ? error.message : String(error));
  }
}
