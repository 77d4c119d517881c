export {
  MAIL_JOB,
  type MailAttachment,
  type MailMessage,
  type MailQueue,
  MailService,
  type MailServiceOptions,
} from './mail.ts';
