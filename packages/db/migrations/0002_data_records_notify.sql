-- Every change to a company's records is announced on colloquy_data_records (payload: the company id),
-- whoever made it (API, CLI, another process), so read caches in every process can drop that company.
-- NOTIFY folds identical payloads within a transaction, so a 1,000-row upsert sends one message.
CREATE FUNCTION colloquy_notify_data_records() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('colloquy_data_records', COALESCE(NEW.company_id, OLD.company_id));
  RETURN NULL;
END;
$$;

CREATE TRIGGER data_records_notify
  AFTER INSERT OR UPDATE OR DELETE ON data_records
  FOR EACH ROW EXECUTE FUNCTION colloquy_notify_data_records();
