-- Jobs: the table that grows. Search by trigram index over a narrow copy of each job's search text (job_search,
-- kept by trigger), so counting a broad search reads a seventh of the pages the wide rows take; the dispatch order (in progress, then scheduled soonest
-- first, then completed and any other status latest first, ties by id) and the list's sorts by index.
-- The sequence of a job id (JOB-2025-0042 -> 42), null for another form: the next job takes the greatest plus one.
CREATE FUNCTION portal_job_number(id text) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN (substring(id FROM '^JOB-[0-9]{4}-([0-9]{4,9})$'))::integer;

CREATE TABLE jobs (
  id text PRIMARY KEY,
  seq bigserial NOT NULL,
  version integer NOT NULL DEFAULT 1,
  client_id text NOT NULL,
  client_name text NOT NULL,
  job_type text NOT NULL,
  status text NOT NULL,
  pickup_address text NOT NULL,
  delivery_address text NOT NULL,
  pickup_date text NOT NULL,
  pickup_time text NOT NULL,
  driver_id text,
  driver_name text,
  vehicle_id text,
  vehicle_reg text,
  total_amount double precision NOT NULL,
  porter_count double precision NOT NULL,
  notes text NOT NULL,
  contact_person text NOT NULL,
  contact_phone text NOT NULL,
  estimated_duration text NOT NULL,
  special_requirements text NOT NULL,
  created_at text NOT NULL,
  route text,
  search_text text GENERATED ALWAYS AS (portal_search_text(id, client_name, job_type, driver_name, vehicle_reg)) STORED,
  dispatch_group smallint GENERATED ALWAYS AS (
    CASE status WHEN 'in_progress' THEN 0 WHEN 'scheduled' THEN 1 WHEN 'completed' THEN 2 ELSE 3 END
  ) STORED,
  -- The pickup date and time, read soonest first for live and upcoming work; for the rest its digits are
  -- turned round (0 <-> 9) so that the same ascending index reads them latest first.
  dispatch_key text COLLATE "C" GENERATED ALWAYS AS (
    CASE WHEN status IN ('in_progress', 'scheduled') THEN pickup_date || ' ' || pickup_time
      ELSE translate(pickup_date || ' ' || pickup_time, '0123456789', '9876543210') END
  ) STORED
);
CREATE INDEX jobs_seq ON jobs (seq);
CREATE INDEX jobs_number ON jobs (portal_job_number(id));
CREATE INDEX jobs_dispatch ON jobs (dispatch_group, dispatch_key, (id COLLATE "C"));
CREATE INDEX jobs_status ON jobs (status);
CREATE INDEX jobs_client ON jobs (client_id);
CREATE INDEX jobs_driver ON jobs (driver_id);
CREATE INDEX jobs_vehicle ON jobs (vehicle_id);
-- The list's sorts, either way (ties by id, ascending either way, as the browser's provider breaks them).
CREATE INDEX jobs_id_asc ON jobs (id COLLATE portal_en_gb);
CREATE INDEX jobs_id_desc ON jobs (id COLLATE portal_en_gb DESC NULLS LAST);
CREATE INDEX jobs_client_name_asc ON jobs (client_name COLLATE portal_en_gb, id COLLATE portal_en_gb);
CREATE INDEX jobs_client_name_desc ON jobs (client_name COLLATE portal_en_gb DESC NULLS LAST, id COLLATE portal_en_gb);
CREATE INDEX jobs_pickup_address_asc ON jobs (pickup_address COLLATE portal_en_gb, id COLLATE portal_en_gb);
CREATE INDEX jobs_pickup_address_desc ON jobs (pickup_address COLLATE portal_en_gb DESC NULLS LAST, id COLLATE portal_en_gb);
CREATE INDEX jobs_pickup_date_asc ON jobs (pickup_date COLLATE portal_en_gb, id COLLATE portal_en_gb);
CREATE INDEX jobs_pickup_date_desc ON jobs (pickup_date COLLATE portal_en_gb DESC NULLS LAST, id COLLATE portal_en_gb);
CREATE INDEX jobs_driver_name_asc ON jobs (driver_name COLLATE portal_en_gb, id COLLATE portal_en_gb);
CREATE INDEX jobs_driver_name_desc ON jobs (driver_name COLLATE portal_en_gb DESC NULLS LAST, id COLLATE portal_en_gb);
CREATE INDEX jobs_status_asc ON jobs (status COLLATE portal_en_gb, id COLLATE portal_en_gb);
CREATE INDEX jobs_status_desc ON jobs (status COLLATE portal_en_gb DESC NULLS LAST, id COLLATE portal_en_gb);
CREATE INDEX jobs_total_amount_asc ON jobs (total_amount, id COLLATE portal_en_gb);
CREATE INDEX jobs_total_amount_desc ON jobs (total_amount DESC NULLS LAST, id COLLATE portal_en_gb);

-- Each job's search text and the fields it is made of, for searches, their counts, and a searched page sorted by one
-- of those fields (whose matches stand together in that order, where walking the jobs' own index would pass them all).
CREATE TABLE job_search (
  id text PRIMARY KEY,
  search_text text NOT NULL,
  client_name text NOT NULL,
  job_type text NOT NULL,
  driver_name text,
  vehicle_reg text
);
CREATE INDEX job_search_text ON job_search USING gin (search_text gin_trgm_ops);

CREATE FUNCTION portal_keep_job_search() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_search (id, search_text, client_name, job_type, driver_name, vehicle_reg)
  VALUES (NEW.id, NEW.search_text, NEW.client_name, NEW.job_type, NEW.driver_name, NEW.vehicle_reg)
  ON CONFLICT (id) DO UPDATE SET search_text = EXCLUDED.search_text, client_name = EXCLUDED.client_name,
    job_type = EXCLUDED.job_type, driver_name = EXCLUDED.driver_name, vehicle_reg = EXCLUDED.vehicle_reg
  WHERE job_search.search_text IS DISTINCT FROM EXCLUDED.search_text;
  RETURN NULL;
END $$;

CREATE TRIGGER jobs_keep_search AFTER INSERT OR UPDATE ON jobs FOR EACH ROW EXECUTE FUNCTION portal_keep_job_search();
