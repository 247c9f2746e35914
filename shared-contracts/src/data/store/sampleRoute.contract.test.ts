import { describeVehicleRouteContract } from 'shared-contracts/testing';

import { generateDataSet } from '../sample/generateDataSet';
import { createSampleProvider } from './createSampleProvider';

const today = new Date(2025, 7, 21, 18, 30);
const data = generateDataSet({ today });

// VEH-001 has three jobs on 21 August and none on the 16th.
describeVehicleRouteContract('the sample provider', {
  fresh: async () => ({
    provider: createSampleProvider(data, { now: () => today }),
    vehicleId: 'VEH-001',
    day: '2025-08-21',
    quietDay: '2025-08-16',
  }),
});
