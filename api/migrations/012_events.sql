-- Every committed write as an event, for the browsers' event streams (GET /api/events). NOTIFY carries only an
-- event's id (its payload is capped at 8000 bytes); each API process reads the rows. Ids are taken under one
-- advisory lock held to commit, so they are in commit order and `id > last seen` resumes a stream exactly.
CREATE TABLE events (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL,
  -- What a role must be able to read to be sent the event (a resource of the contract's role table).
  resource text NOT NULL,
  action text NOT NULL,
  -- [{ "resource", "id", "version" }]: the records the write left, with their new versions.
  records jsonb NOT NULL DEFAULT '[]',
  -- The resources whose reads the write changed (a job's client's figures too).
  changed jsonb NOT NULL DEFAULT '[]',
  account_id bigint,
  account_name text,
  -- Anything else the event says (the positions a batch of trackers' reports left).
  detail jsonb
);

-- Old events are pruned; a stream that would resume from before `pruned_through` is told to read everything again.
CREATE TABLE event_retention (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  pruned_through bigint NOT NULL DEFAULT 0
);
INSERT INTO event_retention DEFAULT VALUES;
