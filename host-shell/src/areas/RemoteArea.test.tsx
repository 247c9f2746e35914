import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type React from 'react';

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

/** An error like the one webpack throws for a chunk whose file is gone. */
const vanishedChunk = () =>
  Object.assign(new Error('Loading chunk 6519 failed.\n(missing: http://localhost:3002/releases/a/6519.1a2b3c4d.js)'), {
    name: 'ChunkLoadError',
  });

/**
 * RemoteArea with a module registry of its own: an area loaded stays loaded for the page's life, and these tests
 * each start from a tab that has run the jobs area's first release.
 */
function isolatedRemoteArea() {
  let isolated!: {
    rtl: typeof import('@testing-library/react/pure');
    RemoteArea: typeof RemoteArea;
    load: jest.MockedFunction<typeof loadAreaModule>;
    Mismatch: typeof ContractMismatchError;
  };
  jest.isolateModules(() => {
    isolated = {
      // Without its own cleanup hooks, which may not be added inside a test: afterEach below cleans up.
      rtl: jest.requireActual('@testing-library/react/pure'),
      RemoteArea: jest.requireActual('./RemoteArea').RemoteArea,
      load: jest.requireMock('../federation/areaModules').loadAreaModule,
      Mismatch: jest.requireActual('../federation/contractCheck').ContractMismatchError,
    };
  });
  return isolated;
}

describe('RemoteArea in a tab left open across a deploy', () => {
  let isolated: ReturnType<typeof isolatedRemoteArea>;
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    isolated = isolatedRemoteArea();
    isolated.load.mockReset();
  });
  afterEach(() => isolated.rtl.cleanup());

  /** The first release's route table, whose next screen's chunk was deleted with it. */
  function FirstRelease(): React.JSX.Element {
    throw vanishedChunk();
  }

  it("loads the remote's current entry once more when a chunk of its release has vanished, and draws the new release's screen", async () => {
    const { rtl, RemoteArea: Area, load } = isolated;
    load.mockResolvedValueOnce({ default: FirstRelease }).mockResolvedValueOnce({ default: () => <h1>Jobs Management, release 2</h1> });
    rtl.render(<Area area="jobs" />);
    expect(await rtl.screen.findByRole('heading', { name: 'Jobs Management, release 2' })).toBeInTheDocument();
    expect(load.mock.calls).toEqual([
      ['jobs', { fresh: false }],
      ['jobs', { fresh: true }],
    ]);
    expect(rtl.screen.queryByText('Jobs is unavailable')).not.toBeInTheDocument();
  });

  it('says a new version of the area is available, with Reload, when the new release needs a contract this page does not provide', async () => {
    const { rtl, RemoteArea: Area, load, Mismatch } = isolated;
    load.mockResolvedValueOnce({ default: FirstRelease }).mockRejectedValueOnce(new Mismatch('mfe_jobs', '^4.0.0', '3.1.0'));
    rtl.render(<Area area="jobs" />);
    expect(await rtl.screen.findByText('A new version of Jobs is available')).toBeInTheDocument();
    expect(
      rtl.screen.getByText(
        /built for shared-contracts \^4\.0\.0, which this page, opened before it was released, does not provide \(3\.1\.0\)/,
      ),
    ).toBeInTheDocument();
    expect(rtl.screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(rtl.screen.queryByText('Jobs is unavailable')).not.toBeInTheDocument();
  });

  it('tries once, not again and again: a chunk that fails again shows the area unavailable, and Retry loads the remote afresh', async () => {
    const { rtl, RemoteArea: Area, load } = isolated;
    load
      .mockResolvedValueOnce({ default: FirstRelease })
      .mockResolvedValueOnce({ default: FirstRelease })
      .mockResolvedValueOnce({ default: () => <h1>Jobs Management</h1> });
    rtl.render(<Area area="jobs" />);
    expect(await rtl.screen.findByText('Jobs is unavailable')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    rtl.fireEvent.click(rtl.screen.getByRole('button', { name: 'Retry' }));
    expect(await rtl.screen.findByRole('heading', { name: 'Jobs Management' })).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('jobs', { fresh: true });
  });
});
