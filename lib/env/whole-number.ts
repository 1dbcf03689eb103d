/**
 * A whole-number setting from the environment: unset or empty is the fallback; anything else
 * that is not a whole number ≥ min stops the server at start with a message naming it, rather
 * than running on a value nobody chose.
 */
export function wholeFromEnv(env: Record<string, string | undefined>, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number ≥ ${min} (got "${raw}")`);
  return value;
}
