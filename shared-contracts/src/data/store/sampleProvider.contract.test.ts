import { describeDataProviderContract } from 'shared-contracts/testing';

import { generateDataSet } from '../sample/generateDataSet';
import { createSampleProvider } from './createSampleProvider';

const today = new Date(2025, 7, 21, 10, 30);
const data = generateDataSet({ today });

let pairs = 0;

describeDataProviderContract('the sample provider', {
  fresh: () => createSampleProvider(data, { now: () => today }),
  today,
  // Two tabs of one browser: each its own copy of the data, on a channel of their own.
  async pair() {
    const channel = `contract-tabs-${++pairs}`;
    return [createSampleProvider(data, { now: () => today, channel }), createSampleProvider(data, { now: () => today, channel })];
  },
});
