-- Trackers (the OsmAnd protocol, POST /api/positions): each device reports for one vehicle with a token of its own,
-- of which only a hash is kept. No foreign key to vehicles: the sample data is reloaded under them.
CREATE TABLE devices (
  id text PRIMARY KEY,
  vehicle_id text NOT NULL,
  token_hash text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX devices_vehicle ON devices (vehicle_id);

-- Every position reported, in the order received: a BRIN index on time stays tiny over billions of rows; a day's
-- route of one vehicle reads its own index.
CREATE TABLE positions (
  vehicle_id text NOT NULL,
  device_id text NOT NULL,
  at timestamptz NOT NULL,
  received_at timestamptz NOT NULL,
  lat double precision NOT NULL,
  lon double precision NOT NULL,
  speed_kmh double precision,
  bearing double precision,
  altitude double precision,
  accuracy double precision,
  battery double precision
);
CREATE INDEX positions_received_brin ON positions USING brin (received_at);
CREATE INDEX positions_vehicle_at ON positions (vehicle_id, at);

-- The newest position of each vehicle, for the map: one row each, replaced by a newer fix only.
CREATE TABLE latest_positions (
  vehicle_id text PRIMARY KEY,
  device_id text NOT NULL,
  at timestamptz NOT NULL,
  received_at timestamptz NOT NULL,
  lat double precision NOT NULL,
  lon double precision NOT NULL,
  speed_kmh double precision,
  bearing double precision,
  altitude double precision,
  accuracy double precision,
  battery double precision
);
