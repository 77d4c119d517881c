import { describe, expect, it } from 'vitest';
import { parseInboundEmail, replySubject, stripQuoted, threadHeaders } from './email-inbound.ts';

const MIME = [
  'From: "Ana Díaz" <Ana@Example.com>',
  'To: Support <support@shop.test>',
  'Cc: other@example.com',
  'Subject: Order status',
  'Message-ID: <m2@example.com>',
  'In-Reply-To: <m1@shop.test>',
  'References: <m0@example.com> <m1@shop.test>',
  'MIME-Version: 1.0',
  'Content-Type: text/plain; charset=utf-8',
  '',
  'Where is my order?',
  '',
  'On Mon, 1 Jan 2030, Support wrote:',
  '> Thanks for writing.',
  '',
].join('\r\n');

describe('inbound e-mail', () => {
  it('parses sender, recipients, thread and the new text only', async () => {
    const mail = await parseInboundEmail(Buffer.from(MIME));
    expect(mail).toMatchObject({
      from: 'ana@example.com',
      fromName: 'Ana Díaz',
      subject: 'Order status',
      text: 'Where is my order?',
      messageId: '<m2@example.com>',
      references: ['<m0@example.com>', '<m1@shop.test>'],
      automatic: false,
    });
    expect(mail.recipients).toEqual(['support@shop.test', 'other@example.com']);
  });

  it('flags auto-replies and names a message without a Message-ID by its hash', async () => {
    const auto = MIME.replace('Message-ID: <m2@example.com>\r\n', 'Auto-Submitted: auto-replied\r\n');
    const a = await parseInboundEmail(Buffer.from(auto));
    const b = await parseInboundEmail(Buffer.from(auto));
    expect(a.automatic).toBe(true);
    expect(a.messageId).toMatch(/^<[0-9a-f]{32}@colloquy\.inbound>$/);
    expect(a.messageId).toBe(b.messageId);
  });

  it('threads replies', () => {
    expect(replySubject('Order status')).toBe('Re: Order status');
    expect(replySubject('RE: Order status')).toBe('RE: Order status');
    expect(threadHeaders('<m2@x>', ['<m0@x>', '<m1@x>'])).toEqual({
      'In-Reply-To': '<m2@x>',
      References: '<m0@x> <m1@x> <m2@x>',
    });
    expect(stripQuoted('Hi\n> old\nmore')).toBe('Hi\nmore');
  });
});
