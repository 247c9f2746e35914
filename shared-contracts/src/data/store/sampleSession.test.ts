import { currentSampleSession, sampleSignIn, sampleSignOut } from './sampleSession';

const DEMO_PASSWORD_HASH = '86d36956250fa6f422f044580a7784c7be03cf687b2d8a62bf3377473ff7532d';

describe('signing in as a demo account on the sample data', () => {
  afterEach(() => localStorage.clear());

  it('is the specification’s administrator when no demo account signed in', () => {
    expect(currentSampleSession()).toEqual({ email: 'admin@zorvex-logistics.co.uk', name: 'Admin User', role: 'admin' });
  });

  it('signs in a demo account with the demo password, in any case, until signed out', () => {
    expect(sampleSignIn('  Finance@Zorvex-Logistics.co.uk ', DEMO_PASSWORD_HASH)).toEqual({
      email: 'finance@zorvex-logistics.co.uk',
      name: 'Priya Shah',
      role: 'finance',
    });
    expect(currentSampleSession().role).toBe('finance');
    sampleSignOut();
    expect(currentSampleSession().role).toBe('admin');
  });

  it('refuses another password or an unknown e-mail, keeping nothing', () => {
    expect(sampleSignIn('viewer@zorvex-logistics.co.uk', '0'.repeat(64))).toBeNull();
    expect(sampleSignIn('nobody@zorvex-logistics.co.uk', DEMO_PASSWORD_HASH)).toBeNull();
    expect(currentSampleSession().role).toBe('admin');
  });
});
