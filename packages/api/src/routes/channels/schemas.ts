import { type IntegrationView, normaliseOrigin, widgetSnippet } from '@colloquy/channels';
import { z } from '@hono/zod-openapi';

const secret = (what: string) =>
  z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(2000)
    .openapi({ description: `${what}. Write-only: stored encrypted, answered as a hint` });

const origin = z
  .string()
  .trim()
  .refine((v) => normaliseOrigin(v) !== undefined, 'must be an origin such as https://shop.example.com');

const phoneNumberId = z
  .string()
  .trim()
  .regex(/^\d{5,30}$/, 'must be the numeric phone number id from Meta');
const e164 = z
  .string()
  .trim()
  .regex(/^\+[1-9]\d{6,14}$/, 'must be an E.164 number such as +15551234567');

const whatsapp = {
  phone_number_id: phoneNumberId,
  access_token: secret('Graph API access token'),
  app_secret: secret('The Meta app secret that signs webhooks (X-Hub-Signature-256)'),
  verify_token: secret('The verify token of the webhook handshake'),
  api_version: z
    .string()
    .regex(/^v\d+\.\d+$/, 'must look like v21.0')
    .optional()
    .openapi({ description: 'Graph API version (default v21.0)' }),
};
const email = {
  inbound_address: z
    .email('must be an e-mail address')
    .openapi({ description: 'Mail to this address reaches the assistant' }),
  smtp_host: z.string().trim().min(1).max(255).optional(),
  smtp_port: z.number().int().min(1).max(65535).optional(),
  smtp_user: z.string().trim().min(1).max(255).optional(),
  smtp_pass: secret('SMTP password').optional(),
};
const webchat = {
  allowed_origins: z
    .array(origin)
    .min(1, 'name at least one origin')
    .max(50)
    .openapi({ description: 'Pages allowed to embed the widget, e.g. ["https://shop.example.com"]' }),
};
const sms = {
  account_sid: z
    .string()
    .trim()
    .min(2)
    .max(64)
    .openapi({ description: 'The SMS account (Twilio AccountSid)' }),
  auth_token: secret('The SMS account auth token (signs webhooks, authenticates sending)'),
  from_number: e164.openapi({ description: 'The number customers text; replies come from it' }),
};

const common = {
  name: z.string().trim().min(1).max(100).optional(),
  assistant_id: z.string().min(1).openapi({ example: 'asst_4n8x2k7q9m1v3c5b6d0f' }),
  enabled: z.boolean().optional(),
};

export const IntegrationInput = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('whatsapp'), ...common, ...whatsapp }),
    z.object({ kind: z.literal('email'), ...common, ...email }),
    z.object({ kind: z.literal('webchat'), ...common, ...webchat }),
    z.object({ kind: z.literal('sms'), ...common, ...sms }),
  ])
  .openapi('ChannelIntegrationInput');

const optional = <T extends Record<string, z.ZodType>>(shape: T) =>
  Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, v.optional()])) as {
    [K in keyof T]: z.ZodOptional<T[K]>;
  };

export const IntegrationPatch = z
  .object({
    ...optional(common),
    ...optional(whatsapp),
    ...optional(email),
    ...optional(webchat),
    ...optional(sms),
  })
  .openapi('ChannelIntegrationPatch');

export const Integration = z
  .object({
    id: z.string().openapi({ example: 'chn_3k8m2q7x9v1c4b5n6d0f' }),
    kind: z.enum(['whatsapp', 'email', 'webchat', 'sms']),
    name: z.string(),
    assistant_id: z.string(),
    enabled: z.boolean(),
    settings: z.record(z.string(), z.unknown()).openapi({ description: 'Settings that are not secret' }),
    secrets: z
      .record(z.string(), z.object({ set: z.boolean(), hint: z.string().nullable() }))
      .openapi({ description: 'Per secret only whether it is set and its last characters' }),
    webhook_url: z.string().nullable().openapi({ description: 'Where the provider posts inbound messages' }),
    widget_snippet: z
      .string()
      .nullable()
      .openapi({ description: 'Web chat: the <script> tag to paste into pages' }),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi('ChannelIntegration');

export const IntegrationCreated = Integration.extend({
  inbound_token: z.string().optional().openapi({
    description: 'E-mail: the inbound webhook credential (Authorization: Bearer), shown this once',
  }),
}).openapi('ChannelIntegrationCreated');

export const ChannelMessage = z
  .object({
    id: z.string(),
    direction: z.enum(['inbound', 'outbound']),
    address: z
      .string()
      .openapi({ description: "The customer's number, e-mail address or web-chat visitor id" }),
    provider_message_id: z.string().nullable(),
    conversation_id: z.string().nullable(),
    text: z.string().nullable(),
    status: z.string().openapi({
      description:
        'inbound: received, answered, ignored or failed; outbound: queued, sent, delivered, read or failed',
    }),
    attempts: z.number().int(),
    last_error: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi('ChannelMessage');

export const IntegrationIdParam = z.object({
  integration_id: z
    .string()
    .openapi({ param: { name: 'integration_id', in: 'path' }, example: 'chn_3k8m2q7x9v1c4b5n6d0f' }),
});

const WEBHOOK_PATHS: Record<IntegrationView['kind'], string | null> = {
  whatsapp: '/v1/channels/whatsapp/webhook',
  sms: '/v1/channels/sms/webhook',
  email: '/v1/channels/email/inbound',
  webchat: null,
};

/** The API's view of an integration: the service's view plus where it is reached. */
export function present(view: IntegrationView, publicUrl: string): z.infer<typeof Integration> {
  const path = WEBHOOK_PATHS[view.kind];
  const key = view.settings.widget_key;
  return {
    ...view,
    webhook_url: path ? `${publicUrl}${path}` : null,
    widget_snippet: view.kind === 'webchat' && typeof key === 'string' ? widgetSnippet(publicUrl, key) : null,
  };
}
