-- Companies are the tenants: every other row belongs to exactly one.
CREATE TABLE companies (
  id         text PRIMARY KEY,
  name       text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- API keys: the secret is never stored, only its keyed hash (HMAC-SHA256 with the instance pepper).
CREATE TABLE api_keys (
  id           text PRIMARY KEY,
  company_id   text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  name         text NOT NULL DEFAULT '',
  key_hash     text NOT NULL UNIQUE,
  key_hint     text NOT NULL,
  scopes       text[] NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at   timestamptz
);
CREATE INDEX api_keys_company_idx ON api_keys (company_id, created_at);

-- JWT signing keys. The private key is encrypted with the master key; the public JWK is published
-- at /.well-known/jwks.json until expires_at (retirement + the longest token lifetime).
CREATE TABLE signing_keys (
  id          text PRIMARY KEY,
  algorithm   text NOT NULL,
  public_jwk  jsonb NOT NULL,
  private_key text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  retired_at  timestamptz,
  expires_at  timestamptz
);

-- Per-installation secrets shared by every process on this database (e.g. the API key pepper).
CREATE TABLE instance_secrets (
  name       text PRIMARY KEY,
  value      text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The seed's data records: {id, name, value} per company.
CREATE TABLE data_records (
  company_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  id         text NOT NULL,
  name       text NOT NULL,
  value      jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, id)
);
