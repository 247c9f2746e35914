import { sha256Hex } from 'shared-contracts/domain';
import { describeDataProviderContract } from 'shared-contracts/testing';

import { generateDataSet } from '../sample/generateDataSet';
import { createSampleProvider } from './createSampleProvider';
import { createSampleStaff, type SampleStaff } from './sampleStaff';

const today = new Date(2025, 7, 21, 10, 30);
const now = () => today;
const data = generateDataSet({ today });
let staff: SampleStaff;

let pairs = 0;

describeDataProviderContract('the sample provider', {
  fresh() {
    staff = createSampleStaff(now);
    return createSampleProvider(data, { now, staff });
  },
  today,
  // Two tabs of one browser: each its own copy of the data, on a channel of their own.
  async pair() {
    const channel = `contract-tabs-${++pairs}`;
    return [createSampleProvider(data, { now, channel }), createSampleProvider(data, { now, channel })];
  },
  // A browser of its own: a provider of that session over the same staff accounts and audit trail.
  async signIn(email, password) {
    const session = staff.signIn(email, await sha256Hex(password));
    return session && createSampleProvider(data, { now, staff, session: () => session });
  },
});
