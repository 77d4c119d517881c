-- People who sign in to the dashboard. Each belongs to one company (the owner who signed it up, or a member
-- invited later). Passwords are stored only as scrypt hashes; e-mail addresses are unique, compared lower-cased.
CREATE TABLE users (
  id                text PRIMARY KEY,
  company_id        text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  email             text NOT NULL,
  name              text NOT NULL DEFAULT '',
  password_hash     text,
  role              text NOT NULL CHECK (role IN ('owner', 'member')),
  email_verified_at timestamptz,
  created_at        timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_idx ON users (lower(email));
CREATE INDEX users_company_idx ON users (company_id, created_at);

-- Single-use links e-mailed to a user: verify the address, reset the password, accept an invitation. Only the
-- token's SHA-256 is stored; `used_at` makes a second use fail.
CREATE TABLE user_tokens (
  token_hash text PRIMARY KEY,
  user_id    text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose    text NOT NULL CHECK (purpose IN ('verify', 'reset', 'invite')),
  expires_at timestamptz NOT NULL,
  used_at    timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_tokens_user_idx ON user_tokens (user_id, purpose, created_at);

-- Dashboard sessions: the cookie holds a random secret, the table its SHA-256, and the form token (CSRF) of it.
CREATE TABLE sessions (
  token_hash   text PRIMARY KEY,
  user_id      text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  csrf_token   text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

-- Failed sign-ins, per e-mail address, for the login rate limit (kept an hour).
CREATE TABLE login_failures (
  email text NOT NULL,
  at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_idx ON login_failures (lower(email), at);
