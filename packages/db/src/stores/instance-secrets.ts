import type { Queryable } from '../types.ts';

/** Returns the named secret, creating it with `create()` the first time (race-safe across processes). */
export async function getOrCreateInstanceSecret(
  db: Queryable,
  name: string,
  create: () => string,
): Promise<string> {
  await db.query('INSERT INTO instance_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    name,
    create(),
  ]);
  const [row] = await db.query<{ value: string }>('SELECT value FROM instance_secrets WHERE name = $1', [
    name,
  ]);
  return row!.value;
}
