import type { Queryable } from '../types.ts';

export type QuoteRecordStatus = 'draft' | 'sent' | 'accepted' | 'rejected' | 'expired' | 'converted';

export interface QuoteSettingsRecord {
  companyId: string;
  numberFormat: string;
  validDays: number;
  branding: Record<string, unknown>;
  updatedAt: Date;
}

export interface CatalogueRecord {
  sku: string;
  name: string;
  unitPrice: number;
  currency: string;
  taxRate: number;
  updatedAt: Date;
}

export interface QuoteRecord {
  id: string;
  companyId: string;
  seq: number;
  number: string;
  status: QuoteRecordStatus;
  customerName: string;
  currency: string;
  total: number;
  /** YYYY-MM-DD. */
  issueDate: string;
  expiryDate: string;
  document: Record<string, unknown>;
  totals: Record<string, unknown>;
  shareToken: string;
  createdAt: Date;
  updatedAt: Date;
  sentAt: Date | null;
  acceptedAt: Date | null;
  rejectedAt: Date | null;
  expiredAt: Date | null;
  convertedAt: Date | null;
}

interface SettingsRow {
  company_id: string;
  number_format: string;
  valid_days: number;
  branding: Record<string, unknown>;
  updated_at: Date;
}

interface QuoteRow {
  id: string;
  company_id: string;
  seq: string | number;
  number: string;
  status: QuoteRecordStatus;
  customer_name: string;
  currency: string;
  total: string | number;
  issue_date: string;
  expiry_date: string;
  document: Record<string, unknown>;
  totals: Record<string, unknown>;
  share_token: string;
  created_at: Date;
  updated_at: Date;
  sent_at: Date | null;
  accepted_at: Date | null;
  rejected_at: Date | null;
  expired_at: Date | null;
  converted_at: Date | null;
}

interface CatalogueRow {
  sku: string;
  name: string;
  unit_price: string | number;
  currency: string;
  tax_rate: string | number;
  updated_at: Date;
}

const toCatalogue = (r: CatalogueRow): CatalogueRecord => ({
  sku: r.sku,
  name: r.name,
  unitPrice: Number(r.unit_price),
  currency: r.currency,
  taxRate: Number(r.tax_rate),
  updatedAt: new Date(r.updated_at),
});

// Dates as text, so neither driver turns them into midnight-local Date objects.
const QUOTE_COLUMNS = `id, company_id, seq, number, status, customer_name, currency, total,
  issue_date::text AS issue_date, expiry_date::text AS expiry_date, document, totals, share_token,
  created_at, updated_at, sent_at, accepted_at, rejected_at, expired_at, converted_at`;

const date = (d: Date | null) => (d === null ? null : new Date(d));

function toSettings(r: SettingsRow): QuoteSettingsRecord {
  return {
    companyId: r.company_id,
    numberFormat: r.number_format,
    validDays: Number(r.valid_days),
    branding: r.branding ?? {},
    updatedAt: new Date(r.updated_at),
  };
}

function toQuote(r: QuoteRow): QuoteRecord {
  return {
    id: r.id,
    companyId: r.company_id,
    seq: Number(r.seq),
    number: r.number,
    status: r.status,
    customerName: r.customer_name,
    currency: r.currency,
    total: Number(r.total),
    issueDate: r.issue_date,
    expiryDate: r.expiry_date,
    document: r.document,
    totals: r.totals,
    shareToken: r.share_token,
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
    sentAt: date(r.sent_at),
    acceptedAt: date(r.accepted_at),
    rejectedAt: date(r.rejected_at),
    expiredAt: date(r.expired_at),
    convertedAt: date(r.converted_at),
  };
}

/** The company's quote settings (defaults until it saves some). */
export async function getQuoteSettings(db: Queryable, companyId: string): Promise<QuoteSettingsRecord> {
  const [row] = await db.query<SettingsRow>('SELECT * FROM quote_settings WHERE company_id = $1', [
    companyId,
  ]);
  return row
    ? toSettings(row)
    : {
        companyId,
        numberFormat: 'Q-{YYYY}-{seq:4}',
        validDays: 30,
        branding: {},
        updatedAt: new Date(0),
      };
}

export async function saveQuoteSettings(
  db: Queryable,
  companyId: string,
  settings: { numberFormat: string; validDays: number; branding: Record<string, unknown> },
): Promise<QuoteSettingsRecord> {
  const [row] = await db.query<SettingsRow>(
    `INSERT INTO quote_settings (company_id, number_format, valid_days, branding)
     VALUES ($1, $2, $3, $4::jsonb)
     ON CONFLICT (company_id) DO UPDATE
       SET number_format = EXCLUDED.number_format, valid_days = EXCLUDED.valid_days,
           branding = EXCLUDED.branding, updated_at = now()
     RETURNING *`,
    [companyId, settings.numberFormat, settings.validDays, JSON.stringify(settings.branding)],
  );
  return toSettings(row!);
}

/**
 * Takes the company's next quote number. Call it in the transaction that inserts the quote: the UPDATE's row lock
 * makes concurrent creators wait their turn, and a rollback gives the number back, so numbers stay gap-free.
 */
export async function takeQuoteNumber(
  db: Queryable,
  companyId: string,
): Promise<{ seq: number; numberFormat: string; validDays: number }> {
  await db.query('INSERT INTO quote_settings (company_id) VALUES ($1) ON CONFLICT (company_id) DO NOTHING', [
    companyId,
  ]);
  const [row] = await db.query<{ seq: string | number; number_format: string; valid_days: number }>(
    `UPDATE quote_settings SET next_number = next_number + 1 WHERE company_id = $1
     RETURNING next_number - 1 AS seq, number_format, valid_days`,
    [companyId],
  );
  return { seq: Number(row!.seq), numberFormat: row!.number_format, validDays: Number(row!.valid_days) };
}

/** Adds or replaces catalogue items by SKU. */
export async function upsertCatalogueItems(
  db: Queryable,
  companyId: string,
  items: readonly Omit<CatalogueRecord, 'updatedAt'>[],
): Promise<number> {
  if (items.length === 0) return 0;
  await db.query(
    `INSERT INTO quote_catalogue (company_id, sku, name, unit_price, currency, tax_rate)
     SELECT $1, i.sku, i.name, i.unit_price, i.currency, i.tax_rate
     FROM jsonb_to_recordset($2::jsonb) AS i(sku text, name text, unit_price bigint, currency text, tax_rate numeric)
     ON CONFLICT (company_id, sku) DO UPDATE
       SET name = EXCLUDED.name, unit_price = EXCLUDED.unit_price, currency = EXCLUDED.currency,
           tax_rate = EXCLUDED.tax_rate, updated_at = now()`,
    [
      companyId,
      JSON.stringify(
        items.map((i) => ({
          sku: i.sku,
          name: i.name,
          unit_price: i.unitPrice,
          currency: i.currency,
          tax_rate: i.taxRate,
        })),
      ),
    ],
  );
  return items.length;
}

export async function listCatalogueItems(db: Queryable, companyId: string): Promise<CatalogueRecord[]> {
  const rows = await db.query<CatalogueRow>(
    'SELECT * FROM quote_catalogue WHERE company_id = $1 ORDER BY sku',
    [companyId],
  );
  return rows.map(toCatalogue);
}

/** The catalogue items with these SKUs (those that exist). */
export async function findCatalogueItems(
  db: Queryable,
  companyId: string,
  skus: readonly string[],
): Promise<CatalogueRecord[]> {
  if (skus.length === 0) return [];
  const rows = await db.query<CatalogueRow>(
    'SELECT * FROM quote_catalogue WHERE company_id = $1 AND sku = ANY($2::text[]) ORDER BY sku',
    [companyId, [...new Set(skus)]],
  );
  return rows.map(toCatalogue);
}

export async function insertQuote(
  db: Queryable,
  quote: Pick<
    QuoteRecord,
    | 'id'
    | 'companyId'
    | 'seq'
    | 'number'
    | 'customerName'
    | 'currency'
    | 'total'
    | 'issueDate'
    | 'expiryDate'
    | 'document'
    | 'totals'
    | 'shareToken'
  >,
): Promise<QuoteRecord> {
  const [row] = await db.query<QuoteRow>(
    `INSERT INTO quotes (id, company_id, seq, number, customer_name, currency, total, issue_date, expiry_date,
       document, totals, share_token)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::date, $9::date, $10::jsonb, $11::jsonb, $12)
     RETURNING ${QUOTE_COLUMNS}`,
    [
      quote.id,
      quote.companyId,
      quote.seq,
      quote.number,
      quote.customerName,
      quote.currency,
      quote.total,
      quote.issueDate,
      quote.expiryDate,
      JSON.stringify(quote.document),
      JSON.stringify(quote.totals),
      quote.shareToken,
    ],
  );
  return toQuote(row!);
}

/** Rewrites a quote's content (drafts only: the caller checks the status under `forUpdate`). */
export async function updateQuoteContent(
  db: Queryable,
  companyId: string,
  id: string,
  content: Pick<
    QuoteRecord,
    'customerName' | 'currency' | 'total' | 'issueDate' | 'expiryDate' | 'document' | 'totals'
  >,
): Promise<QuoteRecord> {
  const [row] = await db.query<QuoteRow>(
    `UPDATE quotes SET customer_name = $3, currency = $4, total = $5, issue_date = $6::date,
       expiry_date = $7::date, document = $8::jsonb, totals = $9::jsonb, updated_at = now()
     WHERE company_id = $1 AND id = $2
     RETURNING ${QUOTE_COLUMNS}`,
    [
      companyId,
      id,
      content.customerName,
      content.currency,
      content.total,
      content.issueDate,
      content.expiryDate,
      JSON.stringify(content.document),
      JSON.stringify(content.totals),
    ],
  );
  return toQuote(row!);
}

export async function findQuote(
  db: Queryable,
  companyId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<QuoteRecord | undefined> {
  const [row] = await db.query<QuoteRow>(
    `SELECT ${QUOTE_COLUMNS} FROM quotes WHERE company_id = $1 AND id = $2${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [companyId, id],
  );
  return row ? toQuote(row) : undefined;
}

export async function findQuoteByToken(
  db: Queryable,
  token: string,
  options: { forUpdate?: boolean } = {},
): Promise<QuoteRecord | undefined> {
  const [row] = await db.query<QuoteRow>(
    `SELECT ${QUOTE_COLUMNS} FROM quotes WHERE share_token = $1${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [token],
  );
  return row ? toQuote(row) : undefined;
}

export interface QuoteFilter {
  status?: QuoteRecordStatus | undefined;
  /** Part of the customer's name, any case. */
  customer?: string | undefined;
  /** Issue dates, inclusive (YYYY-MM-DD). */
  from?: string | undefined;
  to?: string | undefined;
  /** Quotes numbered below this sequence value (the previous page's cursor). */
  beforeSeq?: number | undefined;
  limit: number;
}

/** A company's quotes, newest number first. */
export async function listQuotes(
  db: Queryable,
  companyId: string,
  filter: QuoteFilter,
): Promise<QuoteRecord[]> {
  const rows = await db.query<QuoteRow>(
    `SELECT ${QUOTE_COLUMNS} FROM quotes
     WHERE company_id = $1
       AND ($2::text IS NULL OR status = $2)
       AND ($3::text IS NULL OR customer_name ILIKE '%' || $3 || '%')
       AND ($4::date IS NULL OR issue_date >= $4::date)
       AND ($5::date IS NULL OR issue_date <= $5::date)
       AND ($6::bigint IS NULL OR seq < $6::bigint)
     ORDER BY seq DESC
     LIMIT $7`,
    [
      companyId,
      filter.status ?? null,
      filter.customer?.replace(/[\\%_]/g, (c) => `\\${c}`) ?? null,
      filter.from ?? null,
      filter.to ?? null,
      filter.beforeSeq ?? null,
      filter.limit,
    ],
  );
  return rows.map(toQuote);
}

const TIMESTAMP_OF: Record<Exclude<QuoteRecordStatus, 'draft'>, string> = {
  sent: 'sent_at',
  accepted: 'accepted_at',
  rejected: 'rejected_at',
  expired: 'expired_at',
  converted: 'converted_at',
};

/** Moves a quote to `status` and stamps that status's time (the caller has checked the move is legal). */
export async function setQuoteStatus(
  db: Queryable,
  companyId: string,
  id: string,
  status: Exclude<QuoteRecordStatus, 'draft'>,
): Promise<QuoteRecord> {
  const [row] = await db.query<QuoteRow>(
    `UPDATE quotes SET status = $3, ${TIMESTAMP_OF[status]} = now(), updated_at = now()
     WHERE company_id = $1 AND id = $2
     RETURNING ${QUOTE_COLUMNS}`,
    [companyId, id, status],
  );
  return toQuote(row!);
}

/** Marks sent quotes whose expiry date is before `today` as expired; returns them. */
export async function expireQuotes(db: Queryable, today: string): Promise<QuoteRecord[]> {
  const rows = await db.query<QuoteRow>(
    `UPDATE quotes SET status = 'expired', expired_at = now(), updated_at = now()
     WHERE status = 'sent' AND expiry_date < $1::date
     RETURNING ${QUOTE_COLUMNS}`,
    [today],
  );
  return rows.map(toQuote);
}
