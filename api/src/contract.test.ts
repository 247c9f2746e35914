import { createHttpProvider } from 'shared-contracts/data';
import { generateDataSet } from 'shared-contracts/server';
import { describeDataProviderContract } from 'shared-contracts/testing';

import { startTestApi, type TestApi } from './testing/testApi';

const today = new Date(2025, 7, 21, 10, 30);
const data = generateDataSet({ today });
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ now: () => today });
}, 180_000);
afterAll(() => api?.close());

describeDataProviderContract('the HTTP provider over the API', {
  async fresh() {
    await api.reset(data);
    return createHttpProvider({ url: `${api.origin}/api`, fetch: api.fetch });
  },
  today,
  keepsVersions: true,
});
