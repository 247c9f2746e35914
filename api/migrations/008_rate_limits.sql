-- Requests per address in the current window of a rate-limited route (sign-in), @fastify/rate-limit's store
-- (api/src/auth/databaseRateLimitStore.ts): in the database, so every API process counts the same attempts and a
-- restart forgets none.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  window_ends timestamptz NOT NULL
);
CREATE INDEX rate_limits_window_ends ON rate_limits (window_ends);
