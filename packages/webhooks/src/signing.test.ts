import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { generateSecret, signPayload, webhookHeaders } from './signing.ts';

describe('Standard Webhooks signing', () => {
  it('matches the specification test vector', () => {
    const signature = signPayload(
      'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      'msg_p5jXN8AQM9LWM0D4loKWxJek',
      1614265330,
      '{"test": 2432232314}',
    );
    expect(signature).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('produces headers the official library verifies, with either secret during a rotation', () => {
    const older = generateSecret();
    const newer = generateSecret();
    expect(newer).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const body = JSON.stringify({ id: 'evt_1', event_type: 'message.sent', data: { n: 1 } });
    const headers = webhookHeaders([newer, older], 'evt_1', Math.floor(Date.now() / 1000), body);
    expect(headers['webhook-signature']?.split(' ')).toHaveLength(2);
    expect(new Webhook(newer).verify(body, headers)).toEqual(JSON.parse(body));
    expect(new Webhook(older).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(generateSecret()).verify(body, headers)).toThrow();
    expect(() => new Webhook(newer).verify(`${body} `, headers)).toThrow();
  });
});
