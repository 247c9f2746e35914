import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { AreaWidget } from './AreaWidget';
import { provideWidgetLoader, type WidgetLoader } from './widgetLoader';

function FakeTrackingMap({ jobId }: { jobId: string }) {
  return <p>Map of {jobId}</p>;
}

const HINT = 'The route is shown as text below.';
const renderWidget = () =>
  render(<AreaWidget widget="jobTrackingMap" props={{ jobId: 'JOB-2026-0001' }} height={200} unavailableHint={HINT} />);

afterEach(() => provideWidgetLoader(undefined));

describe('AreaWidget', () => {
  it('without a host to load it, says the widget is unavailable and what the page still offers', () => {
    renderWidget();
    expect(screen.getByText('Live tracking map unavailable')).toBeInTheDocument();
    expect(screen.getByText(HINT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it("loads the owning area's module and renders it with the props, announcing the wait", async () => {
    let resolve: (module: { default: typeof FakeTrackingMap }) => void = () => {};
    const loader = jest.fn<ReturnType<WidgetLoader>, Parameters<WidgetLoader>>(() => new Promise((done) => (resolve = done)));
    provideWidgetLoader(loader);
    renderWidget();
    expect(screen.getByRole('status')).toHaveTextContent('Live tracking map loading…');
    resolve({ default: FakeTrackingMap });
    expect(await screen.findByText('Map of JOB-2026-0001')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith({ area: 'map', module: './JobTrackingMap', title: 'Live tracking map' }, false);
  });

  it('when the remote fails, says so with Retry, which loads it afresh', async () => {
    const user = userEvent.setup();
    // React and the boundary both report the failed load; this test expects that.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const loader = jest
      .fn<ReturnType<WidgetLoader>, Parameters<WidgetLoader>>()
      .mockRejectedValueOnce(new Error('remoteEntry.js: 502'))
      .mockResolvedValueOnce({ default: FakeTrackingMap });
    provideWidgetLoader(loader);
    renderWidget();
    expect(await screen.findByText('Live tracking map unavailable')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('The Live tracking map failed:', expect.objectContaining({ message: 'remoteEntry.js: 502' }));

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Map of JOB-2026-0001')).toBeInTheDocument();
    expect(loader).toHaveBeenLastCalledWith(expect.objectContaining({ area: 'map' }), true);
  });
});
