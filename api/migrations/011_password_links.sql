-- One-time links that set an account's password (an invitation, or a reset): only a hash of each link's token is
-- kept; a link works once, until it expires.
CREATE TABLE password_links (
  token_hash text PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_links_account ON password_links (account_id);
