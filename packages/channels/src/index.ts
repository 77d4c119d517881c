export {
  createMailer,
  type MailAttachment,
  type Mailer,
  type MailerOptions,
  type MailMessage,
} from './mail.ts';
