/** Quotations for the API, chat, jobs and the CLI: catalogue, numbering, lifecycle, rendering, sending. */
import {
  type Clock,
  ConflictError,
  type Logger,
  NotFoundError,
  newId,
  randomToken,
  UnavailableError,
  ValidationError,
} from '@colloquy/core';
import {
  type Db,
  expireQuotes,
  findCatalogueItems,
  findCompany,
  findQuote,
  findQuoteByToken,
  getQuoteSettings,
  insertOutboxEvent,
  insertQuote,
  listCatalogueItems,
  listQuotes,
  type Queryable,
  type QuoteFilter,
  type QuoteRecord,
  type QuoteSettingsRecord,
  saveQuoteSettings,
  setQuoteStatus,
  takeQuoteNumber,
  updateQuoteContent,
  upsertCatalogueItems,
} from '@colloquy/db';
import {
  computeQuote,
  formatQuoteNumber,
  nextStatus,
  parseQuoteDraft,
  priceDraft,
  type QuoteAction,
  type QuoteDraft,
  quoteDates,
  validateNumberFormat,
} from '@colloquy/quotes';
import type { ReportRenderer } from '@colloquy/reports';
import type { CatalogueEntry } from './catalogue.ts';
import { quoteEmail, quoteRenderData, rendererBranding } from './render.ts';
import { type QuoteSettingsView, quoteView, settingsView } from './view.ts';

/** What sends mail inside a transaction (the durable mail queue, `MailService`). */
export interface QuoteMailer {
  enqueue(
    tx: Queryable,
    message: {
      to: string;
      subject: string;
      text: string;
      html?: string;
      attachments?: { filename: string; content: string | Buffer; contentType?: string }[];
      companyId: string;
    },
  ): Promise<unknown>;
}

export interface QuoteServiceOptions {
  db: Db;
  clock: Clock;
  logger: Logger;
  reports: ReportRenderer;
  /** Base of share links, in views, e-mails and chat replies. */
  publicUrl: string;
  /** Without one, sending answers 503. */
  mail?: QuoteMailer | undefined;
  /** Called after a catalogue import (chat's cached product names are dropped). */
  onCatalogueChange?: ((companyId: string) => void) | undefined;
}

export const quoteNotFound = (id: string) => new NotFoundError(`Quote ${id} not found`);
const shareNotFound = () => new NotFoundError('This quote link is not valid');

const EVENT_OF: Partial<Record<QuoteAction, string>> = {
  send: 'quote.sent',
  accept: 'quote.accepted',
  reject: 'quote.rejected',
  expire: 'quote.expired',
  convert: 'quote.converted',
};

export class QuoteService {
  readonly #o: QuoteServiceOptions;

  constructor(options: QuoteServiceOptions) {
    this.#o = options;
  }

  #today(): string {
    return this.#o.clock.now().toISOString().slice(0, 10);
  }

  view(record: QuoteRecord) {
    return quoteView(record, this.#o.publicUrl);
  }

  // --- catalogue and settings ---------------------------------------------------------------------------

  async importCatalogue(companyId: string, entries: readonly CatalogueEntry[]): Promise<number> {
    const count = await this.#o.db.transaction((tx) => upsertCatalogueItems(tx, companyId, entries));
    this.#o.onCatalogueChange?.(companyId);
    return count;
  }

  listCatalogue(companyId: string) {
    return listCatalogueItems(this.#o.db, companyId);
  }

  async settings(companyId: string): Promise<QuoteSettingsView> {
    return settingsView(await getQuoteSettings(this.#o.db, companyId));
  }

  async saveSettings(
    companyId: string,
    input: {
      number_format?: string | undefined;
      valid_days?: number | undefined;
      branding?: Partial<QuoteSettingsView['branding']> | undefined;
    },
  ): Promise<QuoteSettingsView> {
    const current = await getQuoteSettings(this.#o.db, companyId);
    const numberFormat = validateNumberFormat(input.number_format ?? current.numberFormat);
    const branding = { ...current.branding, ...(input.branding ?? {}) };
    const saved = await saveQuoteSettings(this.#o.db, companyId, {
      numberFormat,
      validDays: input.valid_days ?? current.validDays,
      branding: Object.fromEntries(Object.entries(branding).filter(([, v]) => v !== null && v !== undefined)),
    });
    return settingsView(saved);
  }

  // --- quotes ------------------------------------------------------------------------------------------

  async #price(db: Queryable, companyId: string, draft: QuoteDraft, validDays: number) {
    const skus = draft.lines.flatMap((l) => (l.sku ? [l.sku] : []));
    const items = new Map(
      (await findCatalogueItems(db, companyId, skus)).map((i) => [
        i.sku,
        { sku: i.sku, name: i.name, unit_price: i.unitPrice, currency: i.currency, tax_rate: i.taxRate },
      ]),
    );
    const totals = computeQuote(priceDraft(draft, (sku) => items.get(sku)));
    const dates = quoteDates(draft, this.#today(), validDays);
    const { valid_days: _v, ...rest } = draft;
    return { document: { ...rest, ...dates }, totals, dates };
  }

  /**
   * Creates a draft quote with the company's next number. `db` is the transaction to create it in (a chat task's);
   * without one the service opens its own. The number, the quote and `quote.created` commit together.
   */
  async create(companyId: string, input: unknown, options: { db?: Queryable } = {}): Promise<QuoteRecord> {
    const draft = parseQuoteDraft(input);
    const work = async (tx: Queryable) => {
      // Priced before the number is taken, so a bad quote never holds the counter's row lock.
      const settings = await getQuoteSettings(tx, companyId);
      const priced = await this.#price(tx, companyId, draft, settings.validDays);
      const { seq, numberFormat } = await takeQuoteNumber(tx, companyId);
      const quote = await insertQuote(tx, {
        id: newId('quote'),
        companyId,
        seq,
        number: formatQuoteNumber(numberFormat, seq, priced.dates.issue_date),
        customerName: draft.customer.name,
        currency: draft.currency,
        total: priced.totals.total,
        issueDate: priced.dates.issue_date,
        expiryDate: priced.dates.expiry_date,
        document: priced.document as unknown as Record<string, unknown>,
        totals: priced.totals as unknown as Record<string, unknown>,
        shareToken: randomToken(24),
      });
      await this.#event(tx, quote, 'quote.created');
      return quote;
    };
    const quote = options.db ? await work(options.db) : await this.#o.db.transaction(work);
    this.#o.logger.info({ quoteId: quote.id, number: quote.number }, 'quote created');
    return quote;
  }

  /**
   * Prices a quote without saving it (the CLI's preview): number "DRAFT", no share link, nothing written and no
   * number taken.
   */
  async preview(companyId: string, input: unknown): Promise<QuoteRecord> {
    const draft = parseQuoteDraft(input);
    const settings = await getQuoteSettings(this.#o.db, companyId);
    const priced = await this.#price(this.#o.db, companyId, draft, settings.validDays);
    const now = this.#o.clock.now();
    return {
      id: 'preview',
      companyId,
      seq: 0,
      number: 'DRAFT',
      status: 'draft',
      customerName: draft.customer.name,
      currency: draft.currency,
      total: priced.totals.total,
      issueDate: priced.dates.issue_date,
      expiryDate: priced.dates.expiry_date,
      document: priced.document as unknown as Record<string, unknown>,
      totals: priced.totals as unknown as Record<string, unknown>,
      shareToken: '',
      createdAt: now,
      updatedAt: now,
      sentAt: null,
      acceptedAt: null,
      rejectedAt: null,
      expiredAt: null,
      convertedAt: null,
    };
  }

  list(companyId: string, filter: QuoteFilter): Promise<QuoteRecord[]> {
    return listQuotes(this.#o.db, companyId, filter);
  }

  async get(companyId: string, id: string): Promise<QuoteRecord> {
    const quote = await findQuote(this.#o.db, companyId, id);
    if (!quote) throw quoteNotFound(id);
    return quote;
  }

  /** Changes a draft: the fields given replace the stored ones, and the quote is priced again. */
  async update(companyId: string, id: string, patch: Record<string, unknown>): Promise<QuoteRecord> {
    return this.#o.db.transaction(async (tx) => {
      const quote = await findQuote(tx, companyId, id, { forUpdate: true });
      if (!quote) throw quoteNotFound(id);
      if (quote.status !== 'draft')
        throw new ConflictError(`Quote ${quote.number} is ${quote.status}; only drafts can be changed`);
      const merged = { ...quote.document, ...patch };
      // New dates or validity replace the stored dates rather than clash with them.
      if ('valid_days' in patch && !('expiry_date' in patch)) delete merged.expiry_date;
      const draft = parseQuoteDraft(merged);
      const settings = await getQuoteSettings(tx, companyId);
      const priced = await this.#price(tx, companyId, draft, settings.validDays);
      return updateQuoteContent(tx, companyId, id, {
        customerName: draft.customer.name,
        currency: draft.currency,
        total: priced.totals.total,
        issueDate: priced.dates.issue_date,
        expiryDate: priced.dates.expiry_date,
        document: priced.document as unknown as Record<string, unknown>,
        totals: priced.totals as unknown as Record<string, unknown>,
      });
    });
  }

  /** accept, reject or convert (send has its own method): 409 for a move the lifecycle does not allow. */
  async transition(
    companyId: string,
    id: string,
    action: 'accept' | 'reject' | 'convert',
  ): Promise<QuoteRecord> {
    return this.#o.db.transaction(async (tx) => {
      const quote = await findQuote(tx, companyId, id, { forUpdate: true });
      if (!quote) throw quoteNotFound(id);
      return this.#move(tx, quote, action);
    });
  }

  async #move(tx: Queryable, quote: QuoteRecord, action: QuoteAction): Promise<QuoteRecord> {
    const to = nextStatus(quote.status, action, { today: this.#today(), expiryDate: quote.expiryDate });
    const moved = await setQuoteStatus(tx, quote.companyId, quote.id, to as Exclude<typeof to, 'draft'>);
    const event = EVENT_OF[action];
    if (event) await this.#event(tx, moved, event);
    return moved;
  }

  // --- rendering and sending -----------------------------------------------------------------------------

  async #branding(companyId: string): Promise<QuoteSettingsRecord['branding'] & { company: string }> {
    const [settings, company] = await Promise.all([
      getQuoteSettings(this.#o.db, companyId),
      findCompany(this.#o.db, companyId),
    ]);
    return { ...settings.branding, company: company?.name ?? 'Colloquy' };
  }

  /** The quote as HTML (inside the company's branding) or Markdown. */
  async render(
    quote: QuoteRecord,
    format: 'html' | 'markdown',
    options: { share?: boolean } = {},
  ): Promise<string> {
    const branding = await this.#branding(quote.companyId);
    const data = quoteRenderData(this.view(quote), branding, options);
    return format === 'html'
      ? this.#o.reports.html('quote', data, rendererBranding(branding))
      : this.#o.reports.markdown('quote', data, rendererBranding(branding));
  }

  /** The quote as PDF (503 `pdf_unavailable` without Chromium). */
  async pdf(quote: QuoteRecord): Promise<Buffer> {
    return this.#o.reports.pdf(await this.render(quote, 'html'));
  }

  /**
   * E-mails the quote to the customer (or `to`) with its PDF attached — the HTML when this server has no Chromium —
   * and a link to view, accept or reject it; the quote becomes sent. The mail is queued in the same transaction as
   * the status change and `quote.sent`, so it leaves exactly when the quote is sent.
   */
  async send(companyId: string, id: string, options: { to?: string | undefined } = {}): Promise<QuoteRecord> {
    const mail = this.#o.mail;
    if (!mail) throw new UnavailableError('E-mail is not available on this server');
    const quote = await this.get(companyId, id);
    nextStatus(quote.status, 'send');
    const draft = quote.document as unknown as QuoteDraft;
    const to = options.to ?? draft.customer.email;
    if (!to) {
      throw new ValidationError('The customer has no e-mail address: give "to" or set customer.email first', [
        { field: 'to', message: 'is required when the customer has no e-mail address' },
      ]);
    }
    const html = await this.render(quote, 'html');
    const pdf = this.#o.reports.pdfAvailable() ? await this.#o.reports.pdf(html) : undefined;
    const branding = await this.#branding(companyId);
    return this.#o.db.transaction(async (tx) => {
      const locked = await findQuote(tx, companyId, id, { forUpdate: true });
      if (!locked) throw quoteNotFound(id);
      if (locked.updatedAt.getTime() !== quote.updatedAt.getTime()) {
        throw new ConflictError(`Quote ${quote.number} changed while it was being sent; send it again`);
      }
      const sent = await this.#move(tx, locked, 'send');
      await mail.enqueue(tx, {
        ...quoteEmail(this.view(sent), rendererBranding(branding).name, { to, html, pdf }),
        companyId,
      });
      return sent;
    });
  }

  // --- the customer's link -------------------------------------------------------------------------------

  async byToken(token: string): Promise<QuoteRecord> {
    const quote = /^[0-9a-z]{24}$/.test(token) ? await findQuoteByToken(this.#o.db, token) : undefined;
    if (!quote) throw shareNotFound();
    return quote;
  }

  /** The customer accepts or rejects through the share link. */
  async respond(token: string, action: 'accept' | 'reject'): Promise<QuoteRecord> {
    await this.byToken(token);
    return this.#o.db.transaction(async (tx) => {
      const quote = await findQuoteByToken(tx, token, { forUpdate: true });
      if (!quote) throw shareNotFound();
      return this.#move(tx, quote, action);
    });
  }

  // --- expiry --------------------------------------------------------------------------------------------

  /** Marks every sent quote past its expiry date as expired, each with `quote.expired`. */
  async expireDue(): Promise<number> {
    const today = this.#today();
    return this.#o.db.transaction(async (tx) => {
      const expired = await expireQuotes(tx, today);
      for (const quote of expired) await this.#event(tx, quote, 'quote.expired');
      return expired.length;
    });
  }

  async #event(tx: Queryable, quote: QuoteRecord, eventType: string): Promise<void> {
    await insertOutboxEvent(tx, {
      id: newId('event'),
      companyId: quote.companyId,
      eventType,
      data: {
        quote_id: quote.id,
        number: quote.number,
        status: quote.status,
        customer: quote.customerName,
        currency: quote.currency,
        total: quote.total,
        share_url: this.view(quote).links.share,
      },
    });
  }
}
