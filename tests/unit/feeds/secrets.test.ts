/** @jest-environment node */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openFeedAuth, resetFeedKeyForTests, sealFeedAuth } from '@/lib/feeds/secrets';
import type { FeedAuth } from '@/lib/reso/types';

const bearer: FeedAuth = { type: 'bearer', token: 'tok-secret-123' };
const client: FeedAuth = { type: 'client_credentials', tokenUrl: 'https://auth.example.com/token', clientId: 'id-1', clientSecret: 'shh-secret', scope: 'api' };

const saved = { key: process.env.FEED_SECRET_KEY, dir: process.env.DATA_DIR, db: process.env.DATABASE_URL };
afterEach(() => {
  for (const [name, value] of [['FEED_SECRET_KEY', saved.key], ['DATA_DIR', saved.dir], ['DATABASE_URL', saved.db]] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetFeedKeyForTests();
});

function withKey(key: string) {
  process.env.FEED_SECRET_KEY = key;
  resetFeedKeyForTests();
}

describe('feed secrets', () => {
  it('round-trip both kinds of auth, with a fresh IV each time and no secret in the sealed text', () => {
    withKey(crypto.randomBytes(32).toString('base64'));
    for (const auth of [bearer, client]) {
      const a = sealFeedAuth(auth);
      const b = sealFeedAuth(auth);
      expect(a).toMatch(/^v1\./);
      expect(a).not.toBe(b);
      expect(a).not.toContain('secret');
      expect(openFeedAuth(a)).toEqual(auth);
      expect(openFeedAuth(b)).toEqual(auth);
    }
  });

  it('take a long passphrase as the key, and refuse a short one', () => {
    withKey('a passphrase of more than thirty-two characters');
    expect(openFeedAuth(sealFeedAuth(bearer))).toEqual(bearer);
    withKey('too short');
    expect(() => sealFeedAuth(bearer)).toThrow(/FEED_SECRET_KEY/);
  });

  it('do not open under another key, tampered, or with an unknown version', () => {
    withKey(crypto.randomBytes(32).toString('base64'));
    const sealed = sealFeedAuth(bearer);
    const tail = sealed.slice(3);
    const flipped = `v1.${tail.slice(0, -2)}${tail.endsWith('A') ? 'B' : 'A'}${tail.slice(-1)}`;
    expect(() => openFeedAuth(flipped)).toThrow();
    expect(() => openFeedAuth(`v9.${tail}`)).toThrow(/version/);
    expect(() => openFeedAuth('v1.')).toThrow();
    withKey(crypto.randomBytes(32).toString('base64'));
    expect(() => openFeedAuth(sealed)).toThrow();
  });

  it('generate a key once into DATA_DIR without FEED_SECRET_KEY, and require one with DATABASE_URL', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feed-key-'));
    try {
      delete process.env.FEED_SECRET_KEY;
      delete process.env.DATABASE_URL;
      process.env.DATA_DIR = dir;
      resetFeedKeyForTests();
      const sealed = sealFeedAuth(client);
      const file = path.join(dir, 'feed-secret-key');
      const key = fs.readFileSync(file, 'utf8');
      expect(fs.statSync(file).mode & 0o077).toBe(0);
      resetFeedKeyForTests();
      expect(openFeedAuth(sealed)).toEqual(client);
      expect(fs.readFileSync(file, 'utf8')).toBe(key);

      process.env.DATABASE_URL = 'postgres://nowhere/none';
      resetFeedKeyForTests();
      expect(() => sealFeedAuth(bearer)).toThrow(/FEED_SECRET_KEY is required with DATABASE_URL/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
