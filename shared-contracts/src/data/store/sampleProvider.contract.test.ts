import { describeDataProviderContract } from 'shared-contracts/testing';

import { generateDataSet } from '../sample/generateDataSet';
import { createSampleProvider } from './createSampleProvider';

const today = new Date(2025, 7, 21, 10, 30);
const data = generateDataSet({ today });

describeDataProviderContract('the sample provider', { fresh: () => createSampleProvider(data, { now: () => today }), today });
