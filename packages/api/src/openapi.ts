import { z } from '@hono/zod-openapi';

export const ErrorSchema = z
  .object({
    error: z.string().openapi({ example: 'validation_failed', description: 'snake_case error code' }),
    message: z.string().openapi({ example: 'records.0.name is required (body field)' }),
    details: z.unknown().optional().openapi({ description: 'Field issues for validation errors' }),
  })
  .openapi('Error');

const DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid request (bad query parameter or malformed JSON)',
  401: 'Missing, malformed, unknown, revoked or expired credential',
  403: 'The credential lacks the scope this route needs',
  404: 'Not found (also for ids of other companies)',
  405: 'Method not allowed on this path',
  409: 'Conflict with the current state',
  413: 'Body larger than the limit',
  415: 'Body is not application/json',
  422: 'A body field is invalid; details.issues names each one',
  429: 'Rate limited; see Retry-After',
  500: 'Unexpected error; the message carries the request id',
  501: 'Planned, not implemented yet',
  503: 'Not ready',
};

const errorContent = { 'application/json': { schema: ErrorSchema } };

/** Error responses for a route's documentation. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      { description: DESCRIPTIONS[status] ?? 'Error', content: errorContent },
    ]),
  );
}

/** A JSON response of `schema`, for a route's documented responses. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** What every authenticated JSON route can answer besides its own outcomes. */
export const AUTHED_ERRORS = [401, 403, 413, 415, 429, 500] as const;

export type Security = 'apiKey' | 'accessToken';

export const securitySchemes = {
  apiKey: {
    type: 'http' as const,
    scheme: 'bearer',
    description: 'An API key (cq_…) in `Authorization: Bearer`. Used by /v1.',
  },
  accessToken: {
    type: 'http' as const,
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'An access token from POST /oauth/token (client credentials). Used by /v2.',
  },
};
