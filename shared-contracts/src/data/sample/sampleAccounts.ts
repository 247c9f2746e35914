import type { Session } from 'shared-contracts/contract';

/** The administrator of the specification's sign-in (config.json's `login`), who signs in with the admin flag alone. */
export const SAMPLE_ADMIN: Session = { email: 'admin@zorvex-logistics.co.uk', name: 'Admin User', role: 'admin' };

/** SHA-256 of the demo password, "Zorvex-Demo-2025", which every demo account below signs in with. */
export const DEMO_PASSWORD_SHA256 = '86d36956250fa6f422f044580a7784c7be03cf687b2d8a62bf3377473ff7532d';

/** A member of staff of each role, for trying the portal on the sample data (the README lists them). */
export const DEMO_ACCOUNTS: readonly Session[] = [
  { email: 'administrator@zorvex-logistics.co.uk', name: 'Alex Carter', role: 'admin' },
  { email: 'dispatcher@zorvex-logistics.co.uk', name: 'Dana Price', role: 'dispatcher' },
  { email: 'fleet@zorvex-logistics.co.uk', name: 'Femi Adeyemi', role: 'fleet_manager' },
  { email: 'finance@zorvex-logistics.co.uk', name: 'Priya Shah', role: 'finance' },
  { email: 'viewer@zorvex-logistics.co.uk', name: 'Victor Lane', role: 'viewer' },
];
