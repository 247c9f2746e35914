import type React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadAreaModule } from '../federation/areaModules';
import { ContractMismatchError } from '../federation/contractCheck';
import { RemoteArea } from './RemoteArea';

jest.mock('../federation/areaModules', () => {
  const actual = jest.requireActual('../federation/areaModules');
  return { ...actual, loadAreaModule: jest.fn() };
});

const load = loadAreaModule as jest.MockedFunction<typeof loadAreaModule>;

// A loaded area stays loaded for the page's life, so each test opens an area of its own.
describe('RemoteArea', () => {
  beforeEach(() => {
    load.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows a progress indicator while the module loads, then the screen', async () => {
    let resolve: (module: { default: () => React.JSX.Element }) => void = () => {};
    load.mockReturnValue(new Promise((r) => (resolve = r)));
    render(<RemoteArea area="finance" />);
    expect(screen.getByRole('progressbar', { name: 'Loading Finance' })).toBeInTheDocument();
    resolve({ default: () => <h1>Reports</h1> });
    expect(await screen.findByRole('heading', { name: 'Reports' })).toBeInTheDocument();
  });

  it('shows the area as unavailable when loading fails, and Retry loads it afresh', async () => {
    load.mockRejectedValueOnce(new Error('remoteEntry.js: connection refused'));
    render(<RemoteArea area="people" />);
    expect(await screen.findByText('People is unavailable')).toBeInTheDocument();
    load.mockResolvedValueOnce({ default: () => <h1>Drivers</h1> });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Drivers' })).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('people', { fresh: true });
  });

  it('contains a module that throws while rendering; Retry renders it again without refetching', async () => {
    let broken = true;
    const Screen = () => {
      if (broken) throw new Error('render failed');
      return <h1>Vehicles</h1>;
    };
    load.mockResolvedValue({ default: Screen });
    render(
      <>
        <nav aria-label="Shell">still here</nav>
        <RemoteArea area="fleet" />
      </>,
    );
    expect(await screen.findByText('Fleet is unavailable')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Shell' })).toBeInTheDocument();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Vehicles' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('names both contract versions when the area was built for another contract', async () => {
    load.mockRejectedValueOnce(new ContractMismatchError('mfe_map', '^3.0.0', '2.0.0'));
    render(<RemoteArea area="map" />);
    expect(await screen.findByText('Live Map is unavailable')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The Live Map area was built for shared-contracts ^3.0.0, but this portal provides shared-contracts 2.0.0, so it is not started. Everything else in the portal keeps working.',
      ),
    ).toBeInTheDocument();
  });

  it('tells its page once when the area shows as unavailable (the static public page then acts without JavaScript)', async () => {
    load.mockRejectedValueOnce(new Error('remoteEntry.js: connection refused'));
    const onUnavailable = jest.fn();
    render(<RemoteArea area="public" onUnavailable={onUnavailable} />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(onUnavailable).toHaveBeenCalledTimes(1);
  });
});
