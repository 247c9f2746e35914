-- Sign-in sessions: only a hash of each session's token is kept, so a copy of the table opens no session.
CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_expires ON sessions (expires_at);
