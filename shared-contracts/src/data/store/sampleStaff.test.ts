import { isDataError } from 'shared-contracts/contract';
import { sha256Hex } from 'shared-contracts/domain';

import { createSampleProvider, type SampleFailures } from './createSampleProvider';
import { currentSampleSession, pageStaff, sampleSignIn, sampleSignOut } from './sampleSession';
import { data, refusal, today } from './storeTestFixture';

const DEMO_PASSWORD_HASH = '86d36956250fa6f422f044580a7784c7be03cf687b2d8a62bf3377473ff7532d';

/** The page's provider, as getSampleProvider makes it: over the page's staff accounts, as whoever signed in. */
const pageProvider = (options: { failures?: SampleFailures } = {}) =>
  createSampleProvider(data, { now: () => today, session: currentSampleSession, staff: pageStaff(), ...options });

describe('the sample data’s staff accounts on a page', () => {
  afterEach(() => {
    sampleSignOut();
    localStorage.clear();
  });

  it('hashes passwords as the specification’s sign-in does', async () => {
    expect(await sha256Hex('Zorvex-Demo-2025')).toBe(DEMO_PASSWORD_HASH);
  });

  it('signs in, on the page, an account invited on it, with the password its link set, and records both', async () => {
    const provider = pageProvider();
    const link = await provider.inviteUser!({ email: 'ivy.invited@zorvex-logistics.co.uk', name: 'Ivy Invited', role: 'dispatcher' });
    await provider.setPasswordFromLink!({ token: link.token, password: 'Ivy-Invited-2025' });
    expect(sampleSignIn('ivy.invited@zorvex-logistics.co.uk', await sha256Hex('Ivy-Invited-2025'))).toEqual({
      email: 'ivy.invited@zorvex-logistics.co.uk',
      name: 'Ivy Invited',
      role: 'dispatcher',
    });
    expect(currentSampleSession().name).toBe('Ivy Invited');
    await expect(provider.getSession!()).resolves.toMatchObject({ role: 'dispatcher' });
    expect(isDataError(await refusal(provider.listUsers!()), 'forbidden')).toBe(true);
    const actions = pageStaff()
      .trail.find({ account: link.id })
      .map((entry) => entry.action);
    expect(actions).toEqual(['sign_in', 'set_password']);
  });

  it('records a refused sign-in, and lets a demo account change its password from the demo one', async () => {
    expect(sampleSignIn('dispatcher@zorvex-logistics.co.uk', '0'.repeat(64))).toBeNull();
    expect(pageStaff().trail.find({ action: 'sign_in_failed' })[0].account).toEqual({
      id: 3,
      email: 'dispatcher@zorvex-logistics.co.uk',
      name: 'Dana Price',
    });
    sampleSignIn('dispatcher@zorvex-logistics.co.uk', DEMO_PASSWORD_HASH);
    await pageProvider().changeOwnPassword!({ currentPassword: 'Zorvex-Demo-2025', newPassword: 'Dana-Dispatch-2025' });
    sampleSignOut();
    expect(sampleSignIn('dispatcher@zorvex-logistics.co.uk', DEMO_PASSWORD_HASH)).toBeNull();
    expect(sampleSignIn('dispatcher@zorvex-logistics.co.uk', await sha256Hex('Dana-Dispatch-2025'))?.name).toBe('Dana Price');
  });

  it('says where the specification’s administrator’s password is changed: the deployment’s login', async () => {
    expect(
      await refusal(pageProvider().changeOwnPassword!({ currentPassword: 'anything', newPassword: 'A-new-password-1' })),
    ).toMatchObject({
      fields: {
        currentPassword: {
          code: 'not_allowed',
          message:
            'This account signs in with the deployment’s own login (config.json): its password is changed there, or with a reset link',
        },
      },
    });
  });

  it('starts the administrator’s session anew at the next sign-in after signing out everywhere', async () => {
    const provider = pageProvider();
    await provider.signOutEverywhere!();
    expect(isDataError(await refusal(provider.getSession!()), 'unauthorized')).toBe(true);
    sampleSignOut();
    await expect(provider.getSession!()).resolves.toMatchObject({ email: 'admin@zorvex-logistics.co.uk' });
  });

  it('fails the accounts’ and the log’s calls on request, to show their error states', async () => {
    const provider = pageProvider({ failures: { users: ['list', 'create'], audit: ['list'] } });
    for (const call of [
      provider.listUsers!(),
      provider.inviteUser!({ email: 'x@zorvex-logistics.co.uk', name: 'X', role: 'viewer' }),
      provider.getAuditLog!({}),
      provider.exportAuditLog!({}),
    ])
      expect(isDataError(await refusal(call), 'unavailable')).toBe(true);
  });
});
