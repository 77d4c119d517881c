-- The company directory behind the staff tasks: people (time zone, working hours, manager, leave balances, a
-- password set through reset links), teams, busy times (imported from ICS or JSON, or booked meetings), meetings,
-- leave requests and password-reset tokens.
CREATE TABLE people (
  id                  text PRIMARY KEY,
  company_id          text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  name                text NOT NULL,
  email               text NOT NULL,
  timezone            text NOT NULL DEFAULT 'UTC',
  -- {"mon": {"start": "09:00", "end": "17:00"}, …}; a missing weekday is a day off
  working_hours       jsonb NOT NULL,
  manager_id          text REFERENCES people (id) ON DELETE SET NULL,
  -- {"annual": 25, "sick": 10}: days left per leave type
  leave_balances      jsonb NOT NULL DEFAULT '{}',
  -- scrypt, "scrypt$<salt b64>$<hash b64>"; never returned by the API
  password_hash       text,
  password_changed_at timestamptz,
  created_at          timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX people_email_idx ON people (company_id, lower(email));
CREATE INDEX people_company_idx ON people (company_id, name);

CREATE TABLE teams (
  id         text PRIMARY KEY,
  company_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  name       text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX teams_name_idx ON teams (company_id, lower(name));

CREATE TABLE team_members (
  team_id   text NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  person_id text NOT NULL REFERENCES people (id) ON DELETE CASCADE,
  PRIMARY KEY (team_id, person_id)
);
CREATE INDEX team_members_person_idx ON team_members (person_id);

-- Meetings and interviews booked by the tasks; attendees as they were invited ({name, email, person_id}).
CREATE TABLE meetings (
  id           text PRIMARY KEY,
  company_id   text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  kind         text NOT NULL CHECK (kind IN ('meeting', 'interview')),
  title        text NOT NULL,
  starts_at    timestamptz NOT NULL,
  ends_at      timestamptz NOT NULL,
  team_id      text REFERENCES teams (id) ON DELETE SET NULL,
  attendees    jsonb NOT NULL,
  -- an opaque reference to a résumé screening (interviews)
  screening_id text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at)
);
CREATE INDEX meetings_company_idx ON meetings (company_id, starts_at);

CREATE TABLE busy_times (
  id         text PRIMARY KEY,
  company_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  person_id  text NOT NULL REFERENCES people (id) ON DELETE CASCADE,
  starts_at  timestamptz NOT NULL,
  ends_at    timestamptz NOT NULL,
  summary    text,
  source     text NOT NULL CHECK (source IN ('api', 'ics', 'meeting', 'leave')),
  meeting_id text REFERENCES meetings (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at)
);
CREATE INDEX busy_times_person_idx ON busy_times (person_id, starts_at);

CREATE TABLE leave_requests (
  id          text PRIMARY KEY,
  company_id  text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  person_id   text NOT NULL REFERENCES people (id) ON DELETE CASCADE,
  type        text NOT NULL,
  start_date  date NOT NULL,
  end_date    date NOT NULL,
  -- working days (Monday to Friday) the request takes from the balance
  days        integer NOT NULL CHECK (days > 0),
  status      text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  approver_id text REFERENCES people (id) ON DELETE SET NULL,
  decided_at  timestamptz,
  note        text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  CHECK (end_date >= start_date)
);
CREATE INDEX leave_requests_company_idx ON leave_requests (company_id, created_at DESC);
CREATE INDEX leave_requests_person_idx ON leave_requests (person_id, start_date);

-- Every reset request, for the rate limit per requested identity (known or not, so the limit tells nothing), and
-- the single-use token of those that matched a person: only its SHA-256 is stored.
CREATE TABLE password_resets (
  id           text PRIMARY KEY,
  company_id   text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  subject_hash text NOT NULL,
  person_id    text REFERENCES people (id) ON DELETE CASCADE,
  token_hash   text UNIQUE,
  expires_at   timestamptz NOT NULL,
  used_at      timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_resets_subject_idx ON password_resets (company_id, subject_hash, created_at);
