import { describe, expect, it } from 'vitest';
import { createTestDatabase, testBackends } from '../testing.ts';
import {
  claimChannelContact,
  findChannelContact,
  insertChannelIntegration,
  insertChannelMessage,
  recordChannelStatus,
  releaseChannelContact,
  saveChannelContact,
} from './channels.ts';

describe.each(testBackends())('channel stores on %s', (backend) => {
  it('lets one worker start a customer’s conversation, dedupes inbound ids and moves statuses forward', async () => {
    const { db, drop } = await createTestDatabase(backend);
    try {
      await db.query("INSERT INTO companies (id, name) VALUES ('cmp_a', 'A')");
      await db.query(
        "INSERT INTO assistants (id, company_id, name, system_prompt, tools) VALUES ('asst_a', 'cmp_a', 'x', '', '{}')",
      );
      await insertChannelIntegration(db, {
        id: 'chn_a',
        companyId: 'cmp_a',
        kind: 'sms',
        name: 'SMS',
        assistantId: 'asst_a',
        routeKey: '+15550001',
        config: {},
        secrets: null,
        secretHints: {},
        lookupHash: null,
        enabled: true,
      });
      const key = { companyId: 'cmp_a', channel: 'sms', address: '+1999' };
      const contact = { ...key, integrationId: 'chn_a' };
      expect(await claimChannelContact(db, contact)).toBe(true);
      expect(await claimChannelContact(db, contact)).toBe(false);
      // A claim that never got its conversation can be taken over once stale.
      expect(await claimChannelContact(db, contact, 0)).toBe(true);
      await releaseChannelContact(db, key);
      expect(await findChannelContact(db, key)).toBeUndefined();
      expect(await claimChannelContact(db, contact)).toBe(true);
      await db.query(
        "INSERT INTO conversations (id, company_id, assistant_id, channel, state) VALUES ('conv_1', 'cmp_a', 'asst_a', 'sms', '{}')",
      );
      await saveChannelContact(db, { ...contact, conversationId: 'conv_1', thread: {} });
      // Once it has a conversation, neither a claim nor a release touches it.
      expect(await claimChannelContact(db, contact, 0)).toBe(false);
      await releaseChannelContact(db, key);
      expect((await findChannelContact(db, key))?.conversationId).toBe('conv_1');

      const message = (id: string, direction: 'inbound' | 'outbound', providerMessageId: string | null) => ({
        id,
        companyId: 'cmp_a',
        integrationId: 'chn_a',
        direction,
        address: '+1999',
        providerMessageId,
        conversationId: null,
        body: { text: 'hi' },
        status: direction === 'inbound' ? ('received' as const) : ('sent' as const),
      });
      expect(await insertChannelMessage(db, message('cmsg_1', 'inbound', 'SM1'))).toBeDefined();
      expect(await insertChannelMessage(db, message('cmsg_2', 'inbound', 'SM1'))).toBeUndefined();
      expect(await insertChannelMessage(db, message('cmsg_3', 'outbound', 'SM1'))).toBeDefined();

      const report = (status: string) =>
        recordChannelStatus(db, {
          integrationId: 'chn_a',
          providerMessageId: 'SM1',
          status,
          recipient: null,
          occurredAt: null,
          errors: [],
        });
      const outboundStatus = async () =>
        (await db.query<{ status: string }>("SELECT status FROM channel_messages WHERE id = 'cmsg_3'"))[0]
          ?.status;
      expect(await report('read')).toBe(true);
      expect(await outboundStatus()).toBe('read');
      // A late "delivered" does not move it back; a repeated report is ignored.
      expect(await report('delivered')).toBe(true);
      expect(await outboundStatus()).toBe('read');
      expect(await report('read')).toBe(false);
      expect(await report('failed')).toBe(true);
      expect(await outboundStatus()).toBe('failed');
    } finally {
      await drop();
    }
  });
});
