-- Finance: invoices.
CREATE TABLE invoices (
  id text PRIMARY KEY,
  seq bigserial NOT NULL,
  version integer NOT NULL DEFAULT 1,
  job_id text,
  client_id text NOT NULL,
  client_name text NOT NULL,
  invoice_date text NOT NULL,
  due_date text NOT NULL,
  amount double precision NOT NULL,
  vat_rate double precision NOT NULL,
  vat_amount double precision NOT NULL,
  total_amount double precision NOT NULL,
  status text NOT NULL,
  payment_date text,
  payment_method text,
  services text NOT NULL,
  notes text NOT NULL,
  search_text text GENERATED ALWAYS AS (portal_search_text(id, client_name, services, status)) STORED
);
CREATE INDEX invoices_seq ON invoices (seq);
CREATE INDEX invoices_search ON invoices USING gin (search_text gin_trgm_ops);
CREATE INDEX invoices_client ON invoices (client_id);
CREATE INDEX invoices_job ON invoices (job_id);
CREATE INDEX invoices_id_prefix ON invoices (id COLLATE "C");
