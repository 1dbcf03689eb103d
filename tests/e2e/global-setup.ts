import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Once per run, before the workers start: a fresh directory for the seeded leads the tests
 * claim (helpers.ts claimLead). The workers inherit the environment set here.
 */
export default function globalSetup(): () => void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-lead-claims-'));
  process.env.E2E_CLAIMS_DIR = dir;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
