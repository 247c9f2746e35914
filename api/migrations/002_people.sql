-- People: drivers and clients, and each client's activity (jobs done, revenue, last job), kept by the API
-- whenever a job or an invoice moves it, so a list of clients never adds up every job.
CREATE TABLE drivers (
  id text PRIMARY KEY,
  seq bigserial NOT NULL,
  version integer NOT NULL DEFAULT 1,
  driver_id text NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  license_number text NOT NULL,
  license_class text NOT NULL,
  license_expiry text NOT NULL,
  employment_type text NOT NULL,
  is_active boolean NOT NULL,
  hourly_rate double precision NOT NULL,
  jobs_completed double precision NOT NULL,
  rating double precision NOT NULL,
  date_joined text NOT NULL,
  current_vehicle text,
  current_status text NOT NULL,
  location text NOT NULL,
  search_text text GENERATED ALWAYS AS (portal_search_text(name, email, license_number)) STORED
);
CREATE INDEX drivers_seq ON drivers (seq);
CREATE INDEX drivers_search ON drivers USING gin (search_text gin_trgm_ops);

-- A client type as the screens label it (shared-contracts' clientTypeLabel), which a clients search also reads.
CREATE FUNCTION portal_client_type_label(client_type text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN CASE client_type
  WHEN 'art_gallery' THEN 'Art Gallery'
  WHEN 'auction_house' THEN 'Auction House'
  WHEN 'museum' THEN 'Museum'
  WHEN 'media' THEN 'Media'
  WHEN 'property' THEN 'Property'
  WHEN 'private' THEN 'Private Client'
  WHEN 'events' THEN 'Events'
  WHEN 'retail' THEN 'Retail'
  WHEN 'performing_arts' THEN 'Performing Arts'
  WHEN 'corporate' THEN 'Corporate'
  WHEN 'fine_art_gallery' THEN 'Fine Art Gallery'
  WHEN 'private_collector' THEN 'Private Collector'
  WHEN 'event_organizer' THEN 'Event Organizer'
  WHEN 'other' THEN 'Other'
  ELSE client_type
END;

CREATE TABLE clients (
  id text PRIMARY KEY,
  seq bigserial NOT NULL,
  version integer NOT NULL DEFAULT 1,
  company_name text NOT NULL,
  contact_name text NOT NULL,
  contact_title text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  mobile text NOT NULL,
  address text NOT NULL,
  city text NOT NULL,
  postcode text NOT NULL,
  country text NOT NULL,
  client_type text NOT NULL,
  status text NOT NULL,
  payment_terms text NOT NULL,
  credit_limit double precision NOT NULL,
  website text NOT NULL,
  notes text NOT NULL,
  created_at text NOT NULL,
  search_text text GENERATED ALWAYS AS (
    portal_search_text(company_name, contact_name, email, client_type, portal_client_type_label(client_type))
  ) STORED
);
CREATE INDEX clients_seq ON clients (seq);
CREATE INDEX clients_search ON clients USING gin (search_text gin_trgm_ops);
CREATE INDEX clients_company_name ON clients (company_name COLLATE portal_en_gb, id COLLATE portal_en_gb);

CREATE TABLE client_activity (
  client_id text PRIMARY KEY,
  total_jobs double precision NOT NULL,
  total_revenue double precision NOT NULL,
  average_job_value double precision NOT NULL,
  last_job_date text
);
