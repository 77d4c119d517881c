import type { QuoteRecord, QuoteSettingsRecord } from '@colloquy/db';
import type { QuoteDraft, QuoteTotals } from '@colloquy/quotes';

/** A quote as the API, chat and templates show it: the document as written, its arithmetic and its links. */
export interface QuoteView {
  id: string;
  number: string;
  status: QuoteRecord['status'];
  customer: QuoteDraft['customer'];
  currency: string;
  prices: QuoteDraft['prices'];
  issue_date: string;
  expiry_date: string;
  /** Each line's arithmetic, with the discount as it was given (`discount_rule`). */
  lines: (QuoteTotals['lines'][number] & { discount_rule: NonNullable<QuoteDraft['discount']> | null })[];
  charges: QuoteTotals['charges'];
  discount: NonNullable<QuoteDraft['discount']> | null;
  totals: Omit<QuoteTotals, 'lines' | 'charges' | 'currency' | 'prices'>;
  notes: string | null;
  terms: string | null;
  footer: string | null;
  links: { share: string; html: string; pdf: string };
  created_at: string;
  updated_at: string;
  sent_at: string | null;
  accepted_at: string | null;
  rejected_at: string | null;
  expired_at: string | null;
  converted_at: string | null;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function quoteView(record: QuoteRecord, publicUrl: string): QuoteView {
  const draft = record.document as unknown as QuoteDraft;
  const { lines, charges, currency: _c, prices: _p, ...totals } = record.totals as unknown as QuoteTotals;
  const base = publicUrl.replace(/\/$/, '');
  return {
    id: record.id,
    number: record.number,
    status: record.status,
    customer: draft.customer,
    currency: record.currency,
    prices: draft.prices,
    issue_date: record.issueDate,
    expiry_date: record.expiryDate,
    lines: lines.map((line) => ({ ...line, discount_rule: draft.lines[line.index]?.discount ?? null })),
    charges,
    discount: draft.discount ?? null,
    totals,
    notes: draft.notes ?? null,
    terms: draft.terms ?? null,
    footer: draft.footer ?? null,
    links: {
      share: `${base}/q/${record.shareToken}`,
      html: `${base}/v1/quotes/${record.id}/html`,
      pdf: `${base}/v1/quotes/${record.id}/pdf`,
    },
    created_at: record.createdAt.toISOString(),
    updated_at: record.updatedAt.toISOString(),
    sent_at: iso(record.sentAt),
    accepted_at: iso(record.acceptedAt),
    rejected_at: iso(record.rejectedAt),
    expired_at: iso(record.expiredAt),
    converted_at: iso(record.convertedAt),
  };
}

/** A company's branding and quote defaults, as `PUT /v1/quotes/settings` takes and gives them. */
export interface QuoteSettingsView {
  number_format: string;
  valid_days: number;
  branding: {
    name: string | null;
    logo_url: string | null;
    primary_color: string | null;
    accent_color: string | null;
    terms: string | null;
    footer: string | null;
  };
}

export function settingsView(settings: QuoteSettingsRecord): QuoteSettingsView {
  const b = settings.branding as Record<string, string | undefined>;
  return {
    number_format: settings.numberFormat,
    valid_days: settings.validDays,
    branding: {
      name: b.name ?? null,
      logo_url: b.logo_url ?? null,
      primary_color: b.primary_color ?? null,
      accent_color: b.accent_color ?? null,
      terms: b.terms ?? null,
      footer: b.footer ?? null,
    },
  };
}
