-- Quotations (issue 8): per-company settings and number counter, price catalogue, and the quotes themselves.

-- One row per company: its number format, validity, branding, and the gap-free counter. Numbers are taken with
-- UPDATE … SET next_number = next_number + 1 RETURNING in the transaction that inserts the quote, so the row lock
-- serialises concurrent creates and a rolled-back create gives its number back.
CREATE TABLE quote_settings (
  company_id    text PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  number_format text NOT NULL DEFAULT 'Q-{YYYY}-{seq:4}',
  next_number   bigint NOT NULL DEFAULT 1 CHECK (next_number >= 1),
  valid_days    integer NOT NULL DEFAULT 30 CHECK (valid_days BETWEEN 1 AND 3650),
  -- {name, logo_url, primary_color, accent_color, terms, footer}
  branding      jsonb NOT NULL DEFAULT '{}',
  updated_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE quote_catalogue (
  company_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  sku        text NOT NULL,
  name       text NOT NULL,
  unit_price bigint NOT NULL CHECK (unit_price >= 0),
  currency   text NOT NULL,
  tax_rate   numeric(9, 4) NOT NULL CHECK (tax_rate >= 0 AND tax_rate <= 100),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, sku)
);

CREATE TABLE quotes (
  id            text PRIMARY KEY,
  company_id    text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  seq           bigint NOT NULL,
  number        text NOT NULL,
  status        text NOT NULL DEFAULT 'draft'
                CHECK (status IN ('draft', 'sent', 'accepted', 'rejected', 'expired', 'converted')),
  customer_name text NOT NULL,
  currency      text NOT NULL,
  total         bigint NOT NULL,
  issue_date    date NOT NULL,
  expiry_date   date NOT NULL,
  -- The quote as priced (customer, lines with their prices, discount, charges, notes, terms, footer).
  document      jsonb NOT NULL,
  -- computeQuote's breakdown of `document`.
  totals        jsonb NOT NULL,
  -- The customer's link (GET /q/{token}): 120 random bits.
  share_token   text NOT NULL UNIQUE,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  sent_at       timestamptz,
  accepted_at   timestamptz,
  rejected_at   timestamptz,
  expired_at    timestamptz,
  converted_at  timestamptz,
  UNIQUE (company_id, seq),
  UNIQUE (company_id, number)
);
CREATE INDEX quotes_company_idx ON quotes (company_id, seq DESC);
CREATE INDEX quotes_expiry_idx ON quotes (expiry_date) WHERE status = 'sent';
