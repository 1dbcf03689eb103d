/**
 * A listing answer depends on who asks — the photos they may see, sold prices, favourite
 * hearts (docs/security-business.md) — so only the asker's own browser may keep it, and must
 * check before reusing it; a shared cache never holds one.
 */
export const VIEWER_ANSWER_HEADERS = { 'cache-control': 'private, no-cache', vary: 'Cookie, Authorization' } as const;
