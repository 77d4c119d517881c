/** Every scope a key or token can carry. Keys store `*` for "all scopes", including ones added later. */
export const SCOPES = ['data:read', 'data:write', 'chat', 'tasks', 'assistants', 'webhooks'] as const;
export type Scope = (typeof SCOPES)[number];
export const ALL_SCOPES = '*';

export function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value);
}

/** The concrete scopes a stored scope list grants. */
export function expandScopes(stored: readonly string[]): Scope[] {
  return stored.includes(ALL_SCOPES) ? [...SCOPES] : stored.filter(isScope);
}
