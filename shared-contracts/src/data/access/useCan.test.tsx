import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { DataProvider, Session } from 'shared-contracts/contract';

import { DataLayerProvider } from '../query/DataLayer';
import { generateDataSet } from '../sample/generateDataSet';
import { createSampleProvider } from '../store/createSampleProvider';
import { useCan } from './useCan';
import { useMayOpen } from './useMayOpen';

const data = generateDataSet({ today: new Date(2025, 7, 21, 10, 30) });
const viewer: Session = { email: 'viewer@zorvex-logistics.co.uk', name: 'Victor Lane', role: 'viewer' };

const wrapper = (provider: DataProvider) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <DataLayerProvider provider={provider}>{children}</DataLayerProvider>;
  };

describe('useCan', () => {
  it('answers from the signed-in role, nothing until the session is known', async () => {
    const provider = createSampleProvider(data, { session: () => viewer });
    const { result } = renderHook(() => ({ read: useCan('jobs', 'read'), add: useCan('jobs', 'create') }), { wrapper: wrapper(provider) });
    expect(result.current).toEqual({ read: false, add: false });
    await waitFor(() => expect(result.current.read).toBe(true));
    expect(result.current.add).toBe(false);
  });

  it('allows everything with a provider that knows no accounts, as before roles', () => {
    const { getSession: _unused, ...withoutSessions } = createSampleProvider(data);
    const { result } = renderHook(() => useCan('users', 'manage'), { wrapper: wrapper(withoutSessions) });
    expect(result.current).toBe(true);
  });
});

describe('useMayOpen', () => {
  it('opens the pages the role may read, create or change, and every unguarded page', async () => {
    const dispatcher: Session = { email: 'dispatcher@zorvex-logistics.co.uk', name: 'Dana Price', role: 'dispatcher' };
    const { result } = renderHook(() => useMayOpen(), { wrapper: wrapper(createSampleProvider(data, { session: () => dispatcher })) });
    await waitFor(() => expect(result.current('/admin/jobs/new')).toBe(true));
    expect(result.current('/admin/invoices')).toBe(false);
    expect(result.current('/admin/drivers/DRV-001')).toBe(true);
    expect(result.current('/admin/drivers/DRV-001/edit')).toBe(false);
    expect(result.current('/admin/dashboard')).toBe(true);
  });
});
