-- Fleet: vehicles (their compliance worked out for the day a read asks about), system alerts, warehouses.
CREATE TABLE vehicles (
  id text PRIMARY KEY,
  seq bigserial NOT NULL,
  version integer NOT NULL DEFAULT 1,
  registration text NOT NULL,
  make text NOT NULL,
  model text NOT NULL,
  year double precision NOT NULL,
  vehicle_type text NOT NULL,
  capacity_kg double precision NOT NULL,
  capacity_volume double precision NOT NULL,
  status text NOT NULL,
  mot_expiry text NOT NULL,
  insurance_expiry text NOT NULL,
  service_due text NOT NULL,
  mileage double precision NOT NULL,
  fuel_level double precision NOT NULL,
  location text NOT NULL,
  total_jobs double precision NOT NULL,
  driver_assigned text,
  driver_name text,
  created_at text NOT NULL,
  last_service text NOT NULL,
  vin text NOT NULL,
  fuel_type text NOT NULL,
  emissions_class text NOT NULL,
  tax_expiry text,
  ulez_compliant boolean,
  body_style text,
  engine_size text,
  outstanding_finance double precision,
  purchase_date text,
  purchase_price double precision,
  current_value double precision,
  maintenance_cost double precision,
  fuel_efficiency double precision,
  search_text text GENERATED ALWAYS AS (portal_search_text(registration, make, model, driver_name)) STORED
);
CREATE INDEX vehicles_seq ON vehicles (seq);
CREATE INDEX vehicles_search ON vehicles USING gin (search_text gin_trgm_ops);

-- Days from `today` to a yyyy-mm-dd date; -1 for a missing, "Details not held" or unreal date (shared-contracts' daysUntil).
CREATE FUNCTION portal_days_until(value text, today date) RETURNS integer
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  IF value IS NULL OR value !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' THEN
    RETURN -1;
  END IF;
  RETURN make_date(substr(value, 1, 4)::integer, substr(value, 6, 2)::integer, substr(value, 9, 2)::integer) - today;
EXCEPTION WHEN others THEN
  RETURN -1;
END $$;

-- How pressing a vehicle's compliance alerts are (shared-contracts' alertWeight of complianceAlertsForVehicle):
-- critical 1000, high 100, medium 10. MOT: expired or within 7 days critical, 30 high, 60 medium; road tax (read
-- from the insurance date): within 7 critical, 14 high, 30 medium; service: overdue high, within 7 medium.
CREATE FUNCTION portal_alert_weight(mot text, insurance text, service text, today date) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN (
  SELECT
    CASE WHEN m <= 7 THEN 1000 WHEN m <= 30 THEN 100 WHEN m <= 60 THEN 10 ELSE 0 END
    + CASE WHEN r <= 7 THEN 1000 WHEN r <= 14 THEN 100 WHEN r <= 30 THEN 10 ELSE 0 END
    + CASE WHEN s < 0 THEN 100 WHEN s <= 7 THEN 10 ELSE 0 END
  FROM (SELECT portal_days_until(mot, today) AS m, portal_days_until(insurance, today) AS r, portal_days_until(service, today) AS s) AS days
);

CREATE FUNCTION portal_critical_alert_count(mot text, insurance text, today date) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN (CASE WHEN portal_days_until(mot, today) <= 7 THEN 1 ELSE 0 END) + (CASE WHEN portal_days_until(insurance, today) <= 7 THEN 1 ELSE 0 END);

CREATE TABLE system_alerts (
  id text PRIMARY KEY,
  seq bigserial NOT NULL,
  version integer NOT NULL DEFAULT 1,
  type text NOT NULL,
  severity text NOT NULL,
  title text NOT NULL,
  description text NOT NULL,
  vehicle text NOT NULL,
  driver text NOT NULL,
  vehicle_id text,
  driver_id text,
  location text NOT NULL,
  timestamp text NOT NULL,
  status text NOT NULL,
  search_text text GENERATED ALWAYS AS (portal_search_text(title, type, vehicle, driver, description)) STORED
);
CREATE INDEX system_alerts_seq ON system_alerts (seq);
CREATE INDEX system_alerts_search ON system_alerts USING gin (search_text gin_trgm_ops);
CREATE INDEX system_alerts_status ON system_alerts (status);

CREATE TABLE warehouses (
  id text PRIMARY KEY,
  seq bigserial NOT NULL,
  version integer NOT NULL DEFAULT 1,
  name text NOT NULL,
  address text NOT NULL,
  type text NOT NULL,
  capacity double precision NOT NULL,
  occupied double precision NOT NULL,
  status text NOT NULL,
  manager text NOT NULL,
  staff_count double precision NOT NULL,
  vehicles_based double precision NOT NULL,
  operating_hours text NOT NULL,
  last_inspection text NOT NULL,
  phone text NOT NULL,
  search_text text GENERATED ALWAYS AS (portal_search_text(name, address, type, manager)) STORED
);
CREATE INDEX warehouses_seq ON warehouses (seq);
