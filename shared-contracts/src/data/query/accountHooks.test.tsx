import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type DataProvider, isDataError, type Session } from 'shared-contracts/contract';

import { useSession } from '../access/useSession';
import { generateDataSet } from '../sample/generateDataSet';
import { createSampleProvider } from '../store/createSampleProvider';
import { useAuditLog, useChangeUserRole, useInviteUser, useOwnSessions, useUsers } from './accountHooks';
import { DataLayerProvider } from './DataLayer';

const today = new Date('2025-08-21T09:30:00.000Z');
const data = generateDataSet({ today });
const alex: Session = { email: 'administrator@zorvex-logistics.co.uk', name: 'Alex Carter', role: 'admin' };

const wrapper = (provider: DataProvider) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <DataLayerProvider provider={provider}>{children}</DataLayerProvider>;
  };

describe('the staff accounts’ hooks', () => {
  it('list the users, and an invitation reads the list and the audit log again', async () => {
    const provider = createSampleProvider(data, { now: () => today, session: () => alex });
    const { result } = renderHook(() => ({ users: useUsers(), log: useAuditLog({ action: 'invite' }), invite: useInviteUser() }), {
      wrapper: wrapper(provider),
    });
    expect(result.current.users.status).toBe('loading');
    await waitFor(() => expect(result.current.users.data).toHaveLength(6));
    expect(result.current.log.data).toEqual({ data: [], next: null });
    let link: Awaited<ReturnType<typeof result.current.invite.run>> | undefined;
    await act(async () => {
      link = await result.current.invite.run({ email: 'nia.new@zorvex-logistics.co.uk', name: 'Nia New', role: 'finance' });
    });
    expect(link?.expiresAt).toBe('2025-08-22T09:30:00.000Z');
    await waitFor(() => expect(result.current.users.data?.map((account) => account.name)).toContain('Nia New'));
    await waitFor(() => expect(result.current.log.data?.data.map((entry) => entry.account.name)).toEqual(['Alex Carter']));
  });

  it('read the session again after a role changes: it may be one’s own', async () => {
    const provider = createSampleProvider(data, { now: () => today, session: () => alex });
    const { result } = renderHook(() => ({ session: useSession(), change: useChangeUserRole() }), { wrapper: wrapper(provider) });
    await waitFor(() => expect(result.current.session?.role).toBe('admin'));
    await act(() => result.current.change.run(2, 'viewer'));
    await waitFor(() => expect(result.current.session?.role).toBe('viewer'));
  });

  it('say what the role may not read, as the read’s error', async () => {
    const viewer: Session = { email: 'viewer@zorvex-logistics.co.uk', name: 'Victor Lane', role: 'viewer' };
    const provider = createSampleProvider(data, { now: () => today, session: () => viewer });
    const { result } = renderHook(() => ({ users: useUsers(), sessions: useOwnSessions() }), { wrapper: wrapper(provider) });
    await waitFor(() => expect(result.current.users.status).toBe('error'));
    expect(isDataError(result.current.users.error, 'forbidden')).toBe(true);
    await waitFor(() => expect(result.current.sessions.data).toHaveLength(1));
  });

  it('answer nothing from a provider that keeps no accounts, whose actions refuse', async () => {
    const { listUsers: _list, inviteUser: _invite, getAuditLog: _log, ...withoutAccounts } = createSampleProvider(data);
    const { result } = renderHook(() => ({ users: useUsers(), log: useAuditLog({}), invite: useInviteUser() }), {
      wrapper: wrapper(withoutAccounts),
    });
    expect(result.current.users).toMatchObject({ status: 'ready', data: [] });
    expect(result.current.log).toMatchObject({ status: 'ready', data: { data: [], next: null } });
    await expect(result.current.invite.run({ email: 'x@zorvex-logistics.co.uk', name: 'X', role: 'viewer' })).rejects.toThrow(
      'This data provider keeps no staff accounts (it has no inviteUser)',
    );
  });
});
