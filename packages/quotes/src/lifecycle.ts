import { ConflictError } from '@colloquy/core';

export const QUOTE_STATUSES = ['draft', 'sent', 'accepted', 'rejected', 'expired', 'converted'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export type QuoteAction = 'send' | 'accept' | 'reject' | 'expire' | 'convert';

/** draft → sent → accepted | rejected | expired; accepted → converted. Nothing else. */
const TRANSITIONS: Record<QuoteAction, { from: readonly QuoteStatus[]; to: QuoteStatus }> = {
  send: { from: ['draft'], to: 'sent' },
  accept: { from: ['sent'], to: 'accepted' },
  reject: { from: ['sent'], to: 'rejected' },
  expire: { from: ['sent'], to: 'expired' },
  convert: { from: ['accepted'], to: 'converted' },
};

/**
 * The status `action` leads to from `status`, or ConflictError (409) for an illegal move. A sent quote past its
 * expiry date can no longer be accepted: it is expired, whether or not the daily job has marked it yet.
 */
export function nextStatus(
  status: QuoteStatus,
  action: QuoteAction,
  context: { today?: string; expiryDate?: string | null } = {},
): QuoteStatus {
  const rule = TRANSITIONS[action];
  if (!rule.from.includes(status)) {
    throw new ConflictError(
      `Cannot ${action} a quote that is ${status} (allowed from: ${rule.from.join(', ')})`,
    );
  }
  if (action === 'accept' && context.today && context.expiryDate && context.today > context.expiryDate) {
    throw new ConflictError(`This quote expired on ${context.expiryDate} and can no longer be accepted`);
  }
  return rule.to;
}
