-- Review datasets: a company's imported customer reviews, analysed as a whole by the reviews.analyze job.
CREATE TABLE review_datasets (
  id                  text PRIMARY KEY,
  company_id          text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  name                text NOT NULL,
  review_count        integer NOT NULL,
  status              text NOT NULL DEFAULT 'imported'
                      CHECK (status IN ('imported', 'queued', 'running', 'completed', 'failed')),
  -- Progress is the count of stored results, never a running tally, so a resumed job cannot double-count.
  analyzed_count      integer NOT NULL DEFAULT 0,
  job_id              text,
  engine              text,
  error               text,
  summary             jsonb,
  created_at          timestamptz NOT NULL DEFAULT now(),
  analysis_started_at timestamptz,
  analyzed_at         timestamptz
);
CREATE INDEX review_datasets_company_idx ON review_datasets (company_id, created_at DESC);

-- One row per review; (dataset_id, review_no) is the review's id, review_no counts from 1 in file order.
CREATE TABLE reviews (
  dataset_id  text NOT NULL REFERENCES review_datasets (id) ON DELETE CASCADE,
  review_no   integer NOT NULL,
  company_id  text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  text        text NOT NULL,
  rating      double precision,
  product     text,
  review_date date,
  source      text,
  PRIMARY KEY (dataset_id, review_no)
);

-- The analysis of one review, upserted by review id: re-running a chunk overwrites, never adds.
CREATE TABLE review_results (
  dataset_id  text NOT NULL,
  review_no   integer NOT NULL,
  company_id  text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  label       text NOT NULL CHECK (label IN ('positive', 'negative', 'neutral')),
  score       double precision NOT NULL,
  confidence  double precision NOT NULL,
  language    text NOT NULL,
  aspects     jsonb NOT NULL,
  evidence    jsonb NOT NULL,
  analyzed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (dataset_id, review_no),
  FOREIGN KEY (dataset_id, review_no) REFERENCES reviews (dataset_id, review_no) ON DELETE CASCADE
);
