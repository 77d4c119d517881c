import { z } from '@hono/zod-openapi';

export const WebhookEndpoint = z
  .object({
    id: z.string().openapi({ example: 'whk_2b7k4m9q1x8v3c5n6p0r' }),
    url: z.string(),
    description: z.string().nullable(),
    event_types: z.array(z.string()).nullable().openapi({ description: 'null: every event type' }),
    enabled: z.boolean(),
    disabled_reason: z
      .string()
      .nullable()
      .openapi({ description: 'gone (the receiver answered 410), failing (5 days of failures) or by_user' }),
    disabled_at: z.string().nullable(),
    failing_since: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi('WebhookEndpoint');

export const WebhookEndpointWithSecret = WebhookEndpoint.extend({
  secret: z.string().openapi({ description: 'whsec_…: shown this once; verify signatures with it' }),
}).openapi('WebhookEndpointCreated');

const eventTypes = z
  .array(z.string().trim().min(1).max(100))
  .max(100)
  .nullable()
  .optional()
  .openapi({ description: 'Event types to receive, e.g. ["message.sent"]; omitted or null: all' });

export const WebhookInput = z
  .object({
    url: z.string().trim().min(1).max(2000).openapi({ example: 'https://example.com/webhooks/colloquy' }),
    event_types: eventTypes,
    description: z.string().max(500).nullable().optional(),
    enabled: z.boolean().optional().openapi({ description: 'Default true' }),
  })
  .openapi('WebhookInput');

export const WebhookPatch = z
  .object({
    url: z.string().trim().min(1).max(2000).optional(),
    event_types: eventTypes,
    description: z.string().max(500).nullable().optional(),
    enabled: z.boolean().optional(),
  })
  .openapi('WebhookPatch');

export const WebhookDelivery = z
  .object({
    id: z.string(),
    event_id: z.string().openapi({ description: 'The webhook-id header: the same on every attempt' }),
    event_type: z.string(),
    status: z.enum(['pending', 'delivered', 'failed', 'cancelled']),
    attempts: z.array(
      z.object({
        attempt: z.number().int(),
        status_code: z.number().int().nullable(),
        latency_ms: z.number().int(),
        response_excerpt: z.string().nullable().openapi({ description: 'First 1 KB of the response' }),
        error: z.string().nullable(),
        at: z.string(),
      }),
    ),
    next_attempt_at: z.string().nullable(),
    created_at: z.string(),
    finished_at: z.string().nullable(),
  })
  .openapi('WebhookDelivery');

export const WebhookIdParam = z.object({
  webhook_id: z.string().openapi({ example: 'whk_2b7k4m9q1x8v3c5n6p0r' }),
});

export { json } from '../../openapi.ts';
