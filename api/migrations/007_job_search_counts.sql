-- A jobs search counted without reading the jobs it finds. A query never spans two search fields (their text is a
-- line break apart), so a job matches when one of its fields holds the query. Every search field but the id holds
-- few distinct values (hundreds of clients, a few job types, drivers and vehicles): counters of jobs per value, per
-- combination of job type, driver and vehicle, per client and value of another field, and of the one or two characters
-- in ids, kept exact by triggers in the transaction that changes the jobs, let a search find the values it matches
-- and count their jobs from a few hundred rows (api/src/areas/jobs/jobSearchPlan.ts).

-- Jobs per value of each search field but the id, with the value's search text.
CREATE TABLE job_search_values (
  field text NOT NULL,
  value text NOT NULL,
  search_text text NOT NULL,
  jobs integer NOT NULL,
  PRIMARY KEY (field, value)
);

-- Jobs per job type, driver and vehicle together (a few thousand at most): how many jobs any of them matches, counted
-- once each. A missing driver or vehicle is '' here, which no search matches.
CREATE TABLE job_search_combos (
  job_type text NOT NULL,
  driver_name text NOT NULL,
  vehicle_reg text NOT NULL,
  jobs integer NOT NULL,
  PRIMARY KEY (job_type, driver_name, vehicle_reg)
);

-- Jobs per client and value of another search field: the jobs a match of a client and of one other field share.
CREATE TABLE job_search_pairs (
  field text NOT NULL,
  client_name text NOT NULL,
  value text NOT NULL,
  jobs integer NOT NULL,
  PRIMARY KEY (field, client_name, value)
);

-- How often each one or two characters stand in the jobs' ids: whether a short search matches any id at all (a
-- trigram index cannot tell for fewer than three).
CREATE TABLE job_id_grams (
  gram text PRIMARY KEY,
  occurrences integer NOT NULL
);

-- A search's jobs by job type, vehicle or id (by client and driver: their sort indexes, below); with the other search
-- fields, so the jobs of matching clients that a rare job type, driver or vehicle shares with another field are
-- counted in the index alone.
CREATE INDEX jobs_job_type ON jobs (job_type) INCLUDE (client_name, driver_name, vehicle_reg);
CREATE INDEX jobs_vehicle_reg ON jobs (vehicle_reg) INCLUDE (client_name, job_type, driver_name);
CREATE INDEX jobs_id_search ON jobs USING gin (portal_search_text(id) gin_trgm_ops);

-- The list's usual orders hold the search fields too, so a searched page's ids are found in the index alone: where a
-- search's jobs are rare among the first in that order (antique transport among the dearest jobs, a vehicle off the
-- road among scheduled ones), passing the others costs no visit to their wide rows. The client order's index also
-- counts how far a client search and another field's overlap.
DROP INDEX jobs_seq, jobs_dispatch, jobs_client_name_asc, jobs_client_name_desc, jobs_pickup_date_asc, jobs_pickup_date_desc,
  jobs_total_amount_asc, jobs_total_amount_desc, jobs_driver_name_asc, jobs_driver_name_desc;
CREATE INDEX jobs_seq ON jobs (seq) INCLUDE (id, client_name, job_type, driver_name, vehicle_reg);
CREATE INDEX jobs_dispatch ON jobs (dispatch_group, dispatch_key, (id COLLATE "C")) INCLUDE (client_name, job_type, driver_name, vehicle_reg);
CREATE INDEX jobs_client_name_asc ON jobs (client_name COLLATE portal_en_gb, id COLLATE portal_en_gb) INCLUDE (job_type, driver_name, vehicle_reg);
CREATE INDEX jobs_client_name_desc ON jobs (client_name COLLATE portal_en_gb DESC NULLS LAST, id COLLATE portal_en_gb)
  INCLUDE (job_type, driver_name, vehicle_reg);
CREATE INDEX jobs_driver_name_asc ON jobs (driver_name COLLATE portal_en_gb, id COLLATE portal_en_gb) INCLUDE (client_name, job_type, vehicle_reg);
CREATE INDEX jobs_driver_name_desc ON jobs (driver_name COLLATE portal_en_gb DESC NULLS LAST, id COLLATE portal_en_gb)
  INCLUDE (client_name, job_type, vehicle_reg);
CREATE INDEX jobs_pickup_date_asc ON jobs (pickup_date COLLATE portal_en_gb, id COLLATE portal_en_gb)
  INCLUDE (client_name, job_type, driver_name, vehicle_reg);
CREATE INDEX jobs_pickup_date_desc ON jobs (pickup_date COLLATE portal_en_gb DESC NULLS LAST, id COLLATE portal_en_gb)
  INCLUDE (client_name, job_type, driver_name, vehicle_reg);
CREATE INDEX jobs_total_amount_asc ON jobs (total_amount, id COLLATE portal_en_gb) INCLUDE (client_name, job_type, driver_name, vehicle_reg);
CREATE INDEX jobs_total_amount_desc ON jobs (total_amount DESC NULLS LAST, id COLLATE portal_en_gb)
  INCLUDE (client_name, job_type, driver_name, vehicle_reg);

-- Adds the jobs `added` to the counters and takes the jobs `removed` away; a change that moves nothing (an update of
-- a status) writes nothing, so concurrent edits do not queue on the counters. Rows are written in key order, so two
-- transactions never lock them in opposite orders.
CREATE FUNCTION portal_count_job_search(removed jobs[], added jobs[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_search_values AS v (field, value, search_text, jobs)
  SELECT f.field, f.value, portal_search_text(f.value), sum(c.delta)::integer
  FROM (SELECT r.*, -1 AS delta FROM unnest(removed) AS r UNION ALL SELECT a.*, 1 FROM unnest(added) AS a) AS c
    CROSS JOIN LATERAL (VALUES ('client_name', c.client_name), ('job_type', c.job_type), ('driver_name', c.driver_name),
      ('vehicle_reg', c.vehicle_reg)) AS f(field, value)
  WHERE f.value IS NOT NULL
  GROUP BY f.field, f.value HAVING sum(c.delta) <> 0 ORDER BY f.field, f.value
  ON CONFLICT (field, value) DO UPDATE SET jobs = v.jobs + EXCLUDED.jobs;

  INSERT INTO job_search_combos AS k (job_type, driver_name, vehicle_reg, jobs)
  SELECT c.job_type, coalesce(c.driver_name, ''), coalesce(c.vehicle_reg, ''), sum(c.delta)::integer
  FROM (SELECT r.*, -1 AS delta FROM unnest(removed) AS r UNION ALL SELECT a.*, 1 FROM unnest(added) AS a) AS c
  GROUP BY 1, 2, 3 HAVING sum(c.delta) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (job_type, driver_name, vehicle_reg) DO UPDATE SET jobs = k.jobs + EXCLUDED.jobs;

  INSERT INTO job_search_pairs AS p (field, client_name, value, jobs)
  SELECT f.field, c.client_name, f.value, sum(c.delta)::integer
  FROM (SELECT r.*, -1 AS delta FROM unnest(removed) AS r UNION ALL SELECT a.*, 1 FROM unnest(added) AS a) AS c
    CROSS JOIN LATERAL (VALUES ('job_type', c.job_type), ('driver_name', c.driver_name), ('vehicle_reg', c.vehicle_reg)) AS f(field, value)
  WHERE f.value IS NOT NULL
  GROUP BY 1, 2, 3 HAVING sum(c.delta) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (field, client_name, value) DO UPDATE SET jobs = p.jobs + EXCLUDED.jobs;

  INSERT INTO job_id_grams AS g (gram, occurrences)
  SELECT substr(c.text, i, n), sum(c.delta)::integer
  FROM (SELECT portal_search_text(r.id) AS text, -1 AS delta FROM unnest(removed) AS r
    UNION ALL SELECT portal_search_text(a.id), 1 FROM unnest(added) AS a OFFSET 0) AS c,
    generate_series(1, 2) AS n, generate_series(1, length(c.text) - n + 1) AS i
  GROUP BY 1 HAVING sum(c.delta) <> 0 ORDER BY 1
  ON CONFLICT (gram) DO UPDATE SET occurrences = g.occurrences + EXCLUDED.occurrences;

  DELETE FROM job_search_values WHERE jobs = 0;
  DELETE FROM job_search_combos WHERE jobs = 0;
  DELETE FROM job_search_pairs WHERE jobs = 0;
  DELETE FROM job_id_grams WHERE occurrences = 0;
END $$;

CREATE FUNCTION portal_count_inserted_jobs() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM portal_count_job_search('{}', ARRAY(SELECT n::jobs FROM new_jobs AS n));
  RETURN NULL;
END $$;

CREATE FUNCTION portal_count_updated_jobs() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM portal_count_job_search(ARRAY(SELECT o::jobs FROM old_jobs AS o), ARRAY(SELECT n::jobs FROM new_jobs AS n));
  RETURN NULL;
END $$;

CREATE FUNCTION portal_count_deleted_jobs() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM portal_count_job_search(ARRAY(SELECT o::jobs FROM old_jobs AS o), '{}');
  RETURN NULL;
END $$;

-- Emptying the jobs empties what is kept beside them (job_search too, which no row trigger sees emptied).
CREATE FUNCTION portal_empty_job_search() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE job_search_values, job_search_combos, job_search_pairs, job_id_grams, job_search;
  RETURN NULL;
END $$;

CREATE TRIGGER jobs_count_inserted AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION portal_count_inserted_jobs();
CREATE TRIGGER jobs_count_updated AFTER UPDATE ON jobs REFERENCING OLD TABLE AS old_jobs NEW TABLE AS new_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION portal_count_updated_jobs();
CREATE TRIGGER jobs_count_deleted AFTER DELETE ON jobs REFERENCING OLD TABLE AS old_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION portal_count_deleted_jobs();
CREATE TRIGGER jobs_empty_search AFTER TRUNCATE ON jobs FOR EACH STATEMENT EXECUTE FUNCTION portal_empty_job_search();

-- After many statements in one transaction (seeding, the count below), each counter has a dead version per statement
-- until the transaction ends: written afresh, the counters a search reads take a few pages, not thousands.
CREATE FUNCTION portal_compact_job_search() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  CREATE TEMP TABLE kept_values ON COMMIT DROP AS SELECT * FROM job_search_values;
  CREATE TEMP TABLE kept_combos ON COMMIT DROP AS SELECT * FROM job_search_combos;
  CREATE TEMP TABLE kept_pairs ON COMMIT DROP AS SELECT * FROM job_search_pairs;
  CREATE TEMP TABLE kept_grams ON COMMIT DROP AS SELECT * FROM job_id_grams;
  TRUNCATE job_search_values, job_search_combos, job_search_pairs, job_id_grams;
  INSERT INTO job_search_values SELECT * FROM kept_values;
  INSERT INTO job_search_combos SELECT * FROM kept_combos;
  INSERT INTO job_search_pairs SELECT * FROM kept_pairs;
  INSERT INTO job_id_grams SELECT * FROM kept_grams;
  DROP TABLE kept_values, kept_combos, kept_pairs, kept_grams;
END $$;

-- The jobs already stored, counted in parts.
DO $$
DECLARE
  first bigint;
BEGIN
  FOR first IN SELECT generate_series(min(seq), max(seq), 10000) FROM jobs LOOP
    PERFORM portal_count_job_search('{}', ARRAY(SELECT j FROM jobs AS j WHERE j.seq >= first AND j.seq < first + 10000));
  END LOOP;
  PERFORM portal_compact_job_search();
END $$;
