import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'shared-contracts/contract';
import { createSampleProvider } from 'shared-contracts/data';
import { freshProvider, renderScreen, sampleData } from 'shared-contracts/testing';

import JobTrackingMap from '../exposed/JobTrackingMap';
import type { MapHandle } from '../map/baseMap';
import { createRouteMap } from '../map/routeMap';

jest.mock('../map/routeMap', () => ({ createRouteMap: jest.fn() }));

const handle: MapHandle = { map: {} as MapHandle['map'], setThemeMode: () => {}, zoomBy: () => {}, destroy: () => {} };
beforeEach(() => jest.mocked(createRouteMap).mockReturnValue(handle));

const show = (jobId: string, provider: DataProvider = freshProvider()) =>
  renderScreen(<JobTrackingMap jobId={jobId} />, { path: '/admin/jobs/:jobId', url: `/admin/jobs/${jobId}`, provider });

describe('the job tracking map widget', () => {
  it("draws the job's route between the towns of its pickup and delivery addresses", async () => {
    const data = sampleData();
    const job = { ...data.jobs[0], pickup_address: '12 High Street, Bath BA1 4QT', delivery_address: '3 Mill Lane, York YO1 7AB' };
    show(job.id, createSampleProvider({ ...data, jobs: [job, ...data.jobs.slice(1)] }));
    expect(await screen.findByRole('application', { name: 'Route map: pickup in Bath and delivery in York' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Map key' })).toHaveTextContent('PickupDelivery');
    expect(await screen.findByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
    const [, options] = jest.mocked(createRouteMap).mock.lastCall!;
    expect(options.pickup![0]).toBeCloseTo(-2.36, 1);
    expect(options.dropoff![1]).toBeCloseTo(53.96, 1);
  });

  it('says which address it could not place, and still shows the map', async () => {
    const data = sampleData();
    const job = { ...data.jobs[0], pickup_address: 'Unit 4, Riverside Business Park', delivery_address: '3 Mill Lane, York YO1 7AB' };
    show(job.id, createSampleProvider({ ...data, jobs: [job, ...data.jobs.slice(1)] }));
    expect(await screen.findByText('The pickup address names no town the map knows.')).toBeInTheDocument();
    expect(screen.getByRole('application', { name: 'Route map: delivery in York' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
    expect(jest.mocked(createRouteMap).mock.lastCall![1].pickup).toBeNull();
  });

  it('says so when the job cannot be read, and Retry reads it again', async () => {
    const provider = freshProvider();
    jest.spyOn(provider, 'getOne').mockRejectedValueOnce(new Error('offline'));
    show(sampleData().jobs[0].id, provider);
    expect(await screen.findByText('The route map could not load this job.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('application', { name: /^Route map: / })).toBeInTheDocument();
  });

  it('says so for a job that does not exist', async () => {
    show('JOB-1999-0001');
    expect(await screen.findByText('No route to show for this job.')).toBeInTheDocument();
  });
});
