import { formatMinor } from '@colloquy/quotes';
import type { Branding } from '@colloquy/reports';
import type { QuoteView } from './view.ts';

type StoredBranding = Record<string, unknown> & { company: string };

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** The renderer's branding from a company's stored branding (its own name unless it set another). */
export function rendererBranding(branding: StoredBranding): Branding {
  const out: Branding = {
    name: text(branding.name) ?? branding.company,
    logoUrl: text(branding.logo_url) ?? null,
  };
  const primary = text(branding.primary_color);
  const accent = text(branding.accent_color);
  const footer = text(branding.footer);
  if (primary) out.primaryColor = primary;
  if (accent) out.accentColor = accent;
  if (footer) out.footer = footer;
  return out;
}

// Rates print as given ("7.5%"): the percent helper reads values up to 1 as fractions, so 0.5% would show 50%.
const rateLabel = (rate: number) => `${rate}%`;

/**
 * What quote.html.hbs and quote.md.hbs read: the view, tax rates as labels, the terms (the quote's, else the
 * company's) and, on the customer's share page, the accept/reject form targets while the quote is open.
 */
export function quoteRenderData(
  quote: QuoteView,
  branding: StoredBranding,
  options: { share?: boolean } = {},
) {
  const open = options.share === true && quote.status === 'sent';
  const share = quote.links.share;
  return {
    title: `Quotation ${quote.number}`,
    quote: {
      ...quote,
      lines: quote.lines.map((l) => ({
        ...l,
        position: l.index + 1,
        taxes: l.taxes.map((t) => ({ ...t, rate_label: rateLabel(t.rate) })),
        discount_label: l.discount_rule?.percent !== undefined ? rateLabel(l.discount_rule.percent) : null,
      })),
      totals: {
        ...quote.totals,
        taxes: quote.totals.taxes.map((t) => ({ ...t, rate_label: rateLabel(t.rate) })),
      },
    },
    company: text(branding.name) ?? branding.company,
    terms: quote.terms ?? text(branding.terms) ?? null,
    document_discount_label:
      quote.discount?.percent !== undefined ? `${quote.discount.percent}%` : quote.discount ? 'amount' : null,
    inclusive: quote.prices === 'inclusive',
    actions: open ? { accept: `${share}/accept`, reject: `${share}/reject` } : null,
    share_status: options.share && quote.status !== 'sent' && quote.status !== 'draft' ? quote.status : null,
  };
}

/** The e-mail that carries a quote: a short text, the HTML, and the PDF (or the HTML when there is no PDF). */
export function quoteEmail(
  quote: QuoteView,
  company: string,
  content: { to: string; html: string; pdf: Buffer | undefined },
) {
  const total = `${formatMinor(quote.totals.total, quote.currency)} ${quote.currency}`;
  const attachment = content.pdf
    ? { filename: `${quote.number}.pdf`, content: content.pdf, contentType: 'application/pdf' }
    : { filename: `${quote.number}.html`, content: content.html, contentType: 'text/html' };
  return {
    to: content.to,
    subject: `Quotation ${quote.number} from ${company}`,
    text: [
      `Dear ${quote.customer.name},`,
      '',
      `please find attached our quotation ${quote.number} for ${total}, valid until ${quote.expiry_date}.`,
      `You can view, accept or reject it online: ${quote.links.share}`,
      '',
      `Kind regards,`,
      company,
    ].join('\n'),
    html: content.html,
    attachments: [attachment],
  };
}
