import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseWhatsAppPayload, verifyWhatsAppSignature, whatsAppPhoneNumberIds } from './whatsapp.ts';

// Copies of the payloads in the shared data set (../shared/data/whatsapp), so the tests stand alone.
const DATA = new URL('../fixtures/whatsapp/', import.meta.url);
const raw = (name: string) => readFileSync(new URL(name, DATA));

describe('WhatsApp webhook payloads', () => {
  it('verifies X-Hub-Signature-256 over the raw bytes only', () => {
    const body = raw('inbound_text_message.json');
    const header = `sha256=${createHmac('sha256', 'app-secret').update(body).digest('hex')}`;
    expect(verifyWhatsAppSignature(body, header, 'app-secret')).toBe(true);
    expect(
      verifyWhatsAppSignature(body, header.toUpperCase().replace('SHA256', 'sha256'), 'app-secret'),
    ).toBe(true);
    expect(verifyWhatsAppSignature(body, header, 'other-secret')).toBe(false);
    // Re-serialised JSON is different bytes.
    const reserialised = Buffer.from(JSON.stringify(JSON.parse(body.toString())));
    expect(verifyWhatsAppSignature(reserialised, header, 'app-secret')).toBe(false);
    expect(verifyWhatsAppSignature(body, 'sha256=abc', 'app-secret')).toBe(false);
    expect(verifyWhatsAppSignature(body, undefined, 'app-secret')).toBe(false);
  });

  it('reads the inbound text message', () => {
    const payload = JSON.parse(raw('inbound_text_message.json').toString());
    expect(whatsAppPhoneNumberIds(payload)).toEqual(['106540352242922']);
    expect(parseWhatsAppPayload(payload)).toEqual({
      messages: [
        {
          phoneNumberId: '106540352242922',
          from: '16505551234',
          messageId: 'wamid.HBgLMTY1MDM4Nzk0MzkVAgASGBQzQTRBNjU5OUFFRTAzODEwMTQ0RgA=',
          type: 'text',
          text: 'Does it come in another color?',
          profileName: 'Sheena Nelson',
          timestamp: '1749416383',
        },
      ],
      statuses: [],
    });
  });

  it('reads status updates, with and without pricing, and failures with their errors', () => {
    for (const name of ['status_sent.json', 'status_sent_v24_minimal.json']) {
      const { messages, statuses } = parseWhatsAppPayload(JSON.parse(raw(name).toString()));
      expect(messages).toEqual([]);
      expect(statuses).toEqual([
        expect.objectContaining({ status: 'sent', recipient: '16505551234', timestamp: '1750030073' }),
      ]);
    }
    const failed = parseWhatsAppPayload(JSON.parse(raw('status_failed.json').toString())).statuses[0];
    expect(failed?.status).toBe('failed');
    expect(failed?.errors).toEqual([expect.objectContaining({ code: 131049 })]);
  });

  it('marks unreadable message types with null text and ignores junk', () => {
    const payload = {
      entry: [
        {
          changes: [
            {
              value: {
                metadata: { phone_number_id: '1' },
                messages: [
                  { from: '2', id: 'wamid.img', type: 'image', image: { id: 'media' } },
                  {
                    from: '2',
                    id: 'wamid.btn',
                    type: 'interactive',
                    interactive: { button_reply: { title: 'Yes' } },
                  },
                  { type: 'text' },
                ],
              },
            },
          ],
        },
        'junk',
      ],
    };
    const { messages } = parseWhatsAppPayload(payload);
    expect(messages.map((m) => [m.messageId, m.text])).toEqual([
      ['wamid.img', null],
      ['wamid.btn', 'Yes'],
    ]);
    expect(parseWhatsAppPayload(null)).toEqual({ messages: [], statuses: [] });
  });
});
