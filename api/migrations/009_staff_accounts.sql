-- Staff accounts: one per member of staff, each with a role of the contract's table (shared-contracts/src/contract/access.ts).
-- A password is kept only as its argon2id hash, and is missing until the set-password link of an invitation is used.
CREATE TABLE staff_accounts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  name text NOT NULL,
  role text NOT NULL CHECK (role IN ('admin', 'dispatcher', 'fleet_manager', 'finance', 'viewer')),
  password_hash text,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_sign_in_at timestamptz
);
CREATE UNIQUE INDEX staff_accounts_email ON staff_accounts (lower(email));

-- A session belongs to an account (no longer to an e-mail): it ends with the account, and a deactivated account's
-- sessions open nothing. Sessions of the single shared account cannot name theirs, so they end here.
DELETE FROM sessions;
ALTER TABLE sessions DROP COLUMN email;
ALTER TABLE sessions ADD COLUMN account_id bigint NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE;
ALTER TABLE sessions ADD COLUMN user_agent text NOT NULL DEFAULT '';
ALTER TABLE sessions ADD COLUMN last_used_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX sessions_account ON sessions (account_id);
