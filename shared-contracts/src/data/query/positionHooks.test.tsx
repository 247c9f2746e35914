import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { DataProvider } from 'shared-contracts/contract';

import { generateDataSet } from '../sample/generateDataSet';
import { createSampleProvider } from '../store/createSampleProvider';
import { DataLayerProvider } from './DataLayer';
import { useLatestPositions, useVehicleRoute } from './positionHooks';
import { useUpdate } from './writeHooks';

const today = new Date(2025, 7, 21, 18, 30);
const data = generateDataSet({ today });

const wrapper = (provider: DataProvider) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <DataLayerProvider provider={provider}>{children}</DataLayerProvider>;
  };

describe('useVehicleRoute', () => {
  it('reads a vehicle’s day once, and not again when a record is written', async () => {
    const provider = createSampleProvider(data, { now: () => today });
    const asked = jest.spyOn(provider, 'getVehicleRoute');
    const { result } = renderHook(() => ({ route: useVehicleRoute('VEH-001', '2025-08-21'), update: useUpdate('vehicles') }), {
      wrapper: wrapper(provider),
    });
    expect(result.current.route.status).toBe('loading');
    await waitFor(() => expect(result.current.route.status).toBe('ready'));
    expect(result.current.route.data!.length).toBeGreaterThan(100);
    await act(() => result.current.update.run('VEH-001', { mileage: 1 }));
    expect(asked.mock.calls).toEqual([['VEH-001', { date: '2025-08-21' }, expect.anything()]]);
  });

  it('answers no positions from a provider that keeps none', async () => {
    const { getVehicleRoute: _kept, ...withoutRoutes } = createSampleProvider(data, { now: () => today });
    const { result } = renderHook(() => useVehicleRoute('VEH-001', '2025-08-21'), { wrapper: wrapper(withoutRoutes) });
    expect(result.current).toMatchObject({ status: 'ready', data: [] });
  });

  it('says a read failed, and Retry reads again', async () => {
    const provider = createSampleProvider(data, { now: () => today });
    jest.spyOn(provider, 'getVehicleRoute').mockRejectedValueOnce(new Error('offline'));
    const { result } = renderHook(() => useVehicleRoute('VEH-001', '2025-08-21'), { wrapper: wrapper(provider) });
    await waitFor(() => expect(result.current.status).toBe('error'));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.status).toBe('ready'));
  });
});

describe('useLatestPositions', () => {
  it('reads the newest position of each vehicle from a provider that keeps positions', async () => {
    const position = {
      vehicleId: 'VEH-001',
      at: '2025-08-21T09:00:00.000Z',
      lat: 51.5,
      lon: -0.12,
      speedKmh: 20,
      bearing: null,
      altitude: null,
      accuracy: null,
      battery: null,
    };
    const provider: DataProvider = {
      ...createSampleProvider(data, { now: () => today }),
      getLatestPositions: jest.fn(async () => [position]),
    };
    const { result } = renderHook(() => useLatestPositions(), { wrapper: wrapper(provider) });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.data).toEqual([position]);
  });

  it('asks nothing of a provider that keeps none: the sample data', () => {
    const { result } = renderHook(() => useLatestPositions(), { wrapper: wrapper(createSampleProvider(data, { now: () => today })) });
    expect(result.current).toMatchObject({ status: 'loading', data: undefined, fetching: false });
  });
});
