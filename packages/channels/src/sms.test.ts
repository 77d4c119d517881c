import { describe, expect, it } from 'vitest';
import { parseSmsWebhook, twilioSignature, verifyTwilioSignature } from './sms.ts';

// Twilio's published request-validation example (twilio-php RequestValidatorTest).
const URL = 'https://mycompany.com/myapp.php?foo=1&bar=2';
const PARAMS = {
  CallSid: 'CA1234567890ABCDE',
  Caller: '+14158675309',
  Digits: '1234',
  From: '+14158675309',
  To: '+18005551212',
};
const SIGNATURE = 'RSOYDt4T1cUTdK1PDd93/VVr8B8=';

describe('Twilio signatures', () => {
  it("reproduces Twilio's documented vector", () => {
    expect(twilioSignature(URL, PARAMS, '12345')).toBe(SIGNATURE);
    expect(verifyTwilioSignature(URL, PARAMS, SIGNATURE, '12345')).toBe(true);
  });

  it('refuses any change to the URL, a parameter, the token or the signature', () => {
    expect(verifyTwilioSignature(`${URL}&x=1`, PARAMS, SIGNATURE, '12345')).toBe(false);
    expect(verifyTwilioSignature(URL, { ...PARAMS, Digits: '9999' }, SIGNATURE, '12345')).toBe(false);
    expect(verifyTwilioSignature(URL, PARAMS, SIGNATURE, '54321')).toBe(false);
    expect(verifyTwilioSignature(URL, PARAMS, 'AAAA', '12345')).toBe(false);
    expect(verifyTwilioSignature(URL, PARAMS, undefined, '12345')).toBe(false);
  });

  it('reads an inbound message and insists on its ids', () => {
    const params = {
      AccountSid: 'AC1',
      From: '+1555',
      To: '+1666',
      MessageSid: 'SM1',
      Body: 'Hi',
      NumMedia: '1',
    };
    expect(parseSmsWebhook(params)).toEqual({
      accountSid: 'AC1',
      from: '+1555',
      to: '+1666',
      messageSid: 'SM1',
      body: 'Hi',
      media: 1,
    });
    expect(parseSmsWebhook({ ...params, MessageSid: '' })).toBeUndefined();
  });
});
