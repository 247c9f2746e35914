// In unit tests the quote dialog is drawn at once when asked: a browser fetches its chunk first
// (lazyQuoteDialog.tsx), which the end-to-end tests cover.
jest.mock('../quote/lazyQuoteDialog', () => ({
  LazyQuoteDialog: jest.requireActual('../quote/QuoteDialog').QuoteDialog,
  loadQuoteDialog: () => Promise.resolve(jest.requireActual('../quote/QuoteDialog')),
}));
