-- Every change to an assistant (deploy, rollback, edit, delete) is announced on colloquy_assistants (payload: the
-- assistant id), whoever made it, so the chat service in every process can drop what it cached about it.
CREATE FUNCTION colloquy_notify_assistants() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('colloquy_assistants', COALESCE(NEW.id, OLD.id));
  RETURN NULL;
END;
$$;

CREATE TRIGGER assistants_notify
  AFTER UPDATE OR DELETE ON assistants
  FOR EACH ROW EXECUTE FUNCTION colloquy_notify_assistants();
