export {
  DEFAULT_RETRY_DELAYS,
  DELIVER_JOB,
  DISPATCH_JOB,
  disabledNotice,
  WebhookEngine,
  type WebhookEngineOptions,
  type WebhookQueue,
} from './engine.ts';
export { sendWebhook } from './send.ts';
export {
  type DeliveryView,
  type EndpointInput,
  type EndpointView,
  WebhookService,
  type WebhookServiceOptions,
} from './service.ts';
export { generateSecret, signPayload, webhookHeaders } from './signing.ts';
export { parseAllowlist, urlProblem } from './ssrf.ts';
