-- A company's own OpenAI-compatible model, used instead of the instance's LLM_* settings. The API key is
-- encrypted under the master key (core encryptSecret); it is never returned, only its last four characters.
CREATE TABLE llm_settings (
  company_id  text PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  base_url    text NOT NULL,
  model       text NOT NULL,
  api_key     text,
  api_key_hint text,
  timeout_ms  int,
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE FUNCTION colloquy_notify_llm_settings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('colloquy_llm_settings', COALESCE(NEW.company_id, OLD.company_id));
  RETURN NULL;
END;
$$;

CREATE TRIGGER llm_settings_notify
  AFTER INSERT OR UPDATE OR DELETE ON llm_settings
  FOR EACH ROW EXECUTE FUNCTION colloquy_notify_llm_settings();
