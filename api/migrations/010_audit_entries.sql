-- The audit trail: who did what, when, to which record, with each changed field's old and new value
-- ({ "field": [old, new] }). Each entry is written in the transaction of what it records. Who is kept as they were
-- then (e-mail and name), beside the account. No route changes an entry, and the database refuses it too.
CREATE TABLE audit_entries (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL,
  -- Missing for a failed sign-in with an e-mail no account has.
  account_id bigint REFERENCES staff_accounts (id),
  account_email text NOT NULL,
  account_name text NOT NULL,
  resource text NOT NULL,
  record_id text,
  action text NOT NULL,
  changes jsonb NOT NULL DEFAULT '{}'
);
-- A page of the log, newest first, whole or of one person, one resource or one record.
CREATE INDEX audit_entries_at ON audit_entries (at DESC, id DESC);
CREATE INDEX audit_entries_account ON audit_entries (account_id, at DESC, id DESC);
CREATE INDEX audit_entries_record ON audit_entries (resource, record_id, at DESC, id DESC);
CREATE INDEX audit_entries_action ON audit_entries (action, at DESC, id DESC);

CREATE FUNCTION audit_entries_unchangeable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Audit entries are never changed or deleted (%)', TG_OP;
END;
$$;
CREATE TRIGGER audit_entries_unchangeable BEFORE UPDATE OR DELETE ON audit_entries
  FOR EACH ROW EXECUTE FUNCTION audit_entries_unchangeable();
CREATE TRIGGER audit_entries_untruncatable BEFORE TRUNCATE ON audit_entries
  FOR EACH STATEMENT EXECUTE FUNCTION audit_entries_unchangeable();
