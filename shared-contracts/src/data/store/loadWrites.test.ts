import { loadWrites } from './loadWrites';

let mockFetches = 0;
// The first fetch of the write side fails (the network dropped); later ones reach the real module.
jest.mock('./writes', () => {
  mockFetches += 1;
  if (mockFetches === 1) throw new Error('offline');
  return jest.requireActual('./writes');
});

describe('loadWrites', () => {
  it('fetches the write side again after a failed fetch, then keeps it', async () => {
    await expect(loadWrites()).rejects.toThrow('offline');
    const writes = await loadWrites();
    expect(writes.jobRules.create).toEqual(expect.any(Function));
    expect(await loadWrites()).toBe(writes);
    expect(mockFetches).toBe(2);
  });
});
