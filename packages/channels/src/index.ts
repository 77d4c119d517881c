export {
  type InboundEmail,
  parseInboundEmail,
  replySubject,
  stripQuoted,
  threadHeaders,
} from './email-inbound.ts';
export {
  CHANNEL_FIELDS,
  CHANNEL_KINDS,
  ChannelIntegrations,
  DEFAULT_WHATSAPP_API_VERSION,
  type IntegrationInput,
  type IntegrationPatch,
  type IntegrationValues,
  type IntegrationView,
  integrationNotFound,
  normaliseRouteKey,
  type ResolvedIntegration,
} from './integrations.ts';
export {
  MAIL_JOB,
  type MailAttachment,
  type MailMessage,
  type MailQueue,
  MailService,
  type MailServiceOptions,
} from './mail.ts';
export {
  CHANNEL_INBOUND_JOB,
  CHANNEL_SEND_JOB,
  CHAT_CHANNEL,
  type ChannelChat,
  ChannelService,
  type ChannelServiceOptions,
  type InboundMessage,
  UNSUPPORTED_REPLY,
  WHATSAPP_EVENTS_JOB,
} from './service.ts';
export {
  EMPTY_TWIML,
  parseSmsWebhook,
  type SmsInbound,
  sendSms,
  twilioSignature,
  verifyTwilioSignature,
} from './sms.ts';
export { SmtpSettings, type SmtpSettingsInput, type SmtpSettingsView } from './smtp-settings.ts';
export {
  normaliseOrigin,
  originAllowed,
  streamConversation,
  type WebchatEvent,
  WIDGET_SCRIPT,
  widgetSnippet,
} from './webchat.ts';
export {
  parseWhatsAppPayload,
  sendWhatsAppText,
  signWhatsAppPayload,
  verifyWhatsAppSignature,
  type WhatsAppInbound,
  type WhatsAppStatus,
  whatsAppPhoneNumberIds,
} from './whatsapp.ts';
