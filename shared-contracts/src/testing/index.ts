// The testing entry: fixtures for tests only, never shared with the browser.
/** @internal test support, for tests only */
export { SAMPLE_SIZES } from './sampleSizes';
/** @internal test support, for tests only */
export { freshProvider, providerAs, renderScreen, sampleData } from './renderScreen';
/** @internal test support, for tests only */
export { describeDataProviderContract } from './dataProviderContract';
/** @internal test support, for tests only */
export { describeVehicleRouteContract } from './vehicleRouteContract';
