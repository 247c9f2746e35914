// The testing entry: fixtures for tests only, never shared with the browser.
export { SAMPLE_SIZES } from './sampleSizes';
export { renderScreen, sampleData, freshProvider } from './renderScreen';
export { describeDataProviderContract } from './dataProviderContract';
