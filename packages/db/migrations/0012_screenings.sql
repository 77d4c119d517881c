-- Batch résumé screenings: a job spec and its uploaded files, processed by the screening.run job.
CREATE TABLE screenings (
  id             text PRIMARY KEY,
  company_id     text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  -- The job spec as given ({title, must_have, nice_to_have, min_years?, education?, location?, description?}).
  job            jsonb NOT NULL,
  blind          boolean NOT NULL DEFAULT false,
  must_have_mode text NOT NULL CHECK (must_have_mode IN ('knockout', 'weighted')),
  status         text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'completed', 'failed')),
  file_count     integer NOT NULL,
  -- The count of stored results, never a running tally, so a resumed job cannot double-count.
  processed      integer NOT NULL DEFAULT 0,
  job_id         text,
  error          text,
  created_at     timestamptz NOT NULL DEFAULT now(),
  started_at     timestamptz,
  completed_at   timestamptz
);
CREATE INDEX screenings_company_idx ON screenings (company_id, created_at DESC);

-- The uploaded files, kept in the database so a worker on any machine can read them.
CREATE TABLE screening_files (
  screening_id text NOT NULL REFERENCES screenings (id) ON DELETE CASCADE,
  file_no      integer NOT NULL,
  company_id   text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  name         text NOT NULL,
  size         integer NOT NULL,
  content      bytea NOT NULL,
  PRIMARY KEY (screening_id, file_no)
);

-- One result per file, keyed by the file: processing a file twice overwrites, never adds.
CREATE TABLE screening_results (
  screening_id text NOT NULL,
  file_no      integer NOT NULL,
  company_id   text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  ok           boolean NOT NULL,
  score        double precision,
  -- ok: {profile, breakdown, explanation, match_score, knocked_out}; not ok: {error: {code, message}}.
  result       jsonb NOT NULL,
  processed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (screening_id, file_no),
  FOREIGN KEY (screening_id, file_no) REFERENCES screening_files (screening_id, file_no) ON DELETE CASCADE
);
