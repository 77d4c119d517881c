import { describe, expect, it } from 'vitest';
import { createTestDatabase, testBackends } from '../testing.ts';
import { findConversations, listMessages, recordTurns, type Turn } from './conversations.ts';

describe.each(testBackends())('conversation turns on %s', (backend) => {
  it('writes turns together, refuses a stale revision, and reads each conversation only for its company', async () => {
    const { db, drop } = await createTestDatabase(backend);
    try {
      for (const c of ['cmp_a', 'cmp_b']) {
        await db.query('INSERT INTO companies (id, name) VALUES ($1, $1)', [c]);
        await db.query(
          "INSERT INTO assistants (id, company_id, name, system_prompt, tools) VALUES ($1, $2, 'x', '', '{}')",
          [`asst_${c}`, c],
        );
      }
      const turn = (company: string, id: string, revision: number | null, text: string): Turn => ({
        conversation: {
          id,
          companyId: company,
          assistantId: `asst_${company}`,
          channel: 'web',
          userId: null,
        },
        expectedRevision: revision,
        state: { text },
        escalated: false,
        messages: [{ id: `msg_${id}_${text}`, role: 'user', content: text }],
        events: [{ id: `evt_${id}_${text}`, eventType: 'message.received', data: { text } }],
      });
      expect(
        await recordTurns(db, [turn('cmp_a', 'conv_1', null, 'one'), turn('cmp_b', 'conv_2', null, 'two')]),
      ).toEqual([true, true]);
      // Two turns from revision 1 of the same conversation: only the first is written.
      expect(
        await recordTurns(db, [turn('cmp_a', 'conv_1', 1, 'again'), turn('cmp_a', 'conv_1', 1, 'racing')]),
      ).toEqual([true, false]);
      expect(await recordTurns(db, [turn('cmp_a', 'conv_1', 1, 'stale')])).toEqual([false]);
      const seqs = await db.query<{ content: string; seq: number }>(
        "SELECT content, seq FROM messages WHERE conversation_id = 'conv_1' ORDER BY seq",
      );
      expect(seqs).toEqual([
        { content: 'one', seq: 1 },
        { content: 'again', seq: 2 },
      ]);
      const [mine, theirs, none] = await findConversations(db, [
        { companyId: 'cmp_a', id: 'conv_1' },
        { companyId: 'cmp_a', id: 'conv_2' },
        { companyId: 'cmp_a', id: 'conv_missing' },
      ]);
      expect(mine?.revision).toBe(2);
      expect(theirs).toBeUndefined();
      expect(none).toBeUndefined();
      // A stream asks only for what came after the last message it showed.
      expect((await listMessages(db, 'cmp_a', 'conv_1')).map((m) => m.content)).toEqual(['one', 'again']);
      expect((await listMessages(db, 'cmp_a', 'conv_1', 1)).map((m) => m.content)).toEqual(['again']);
      expect(await listMessages(db, 'cmp_b', 'conv_1')).toEqual([]);
    } finally {
      await drop();
    }
  });
});
