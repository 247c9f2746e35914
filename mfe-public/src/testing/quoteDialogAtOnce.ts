// In unit tests the quote dialog is drawn with the page at once: a browser fetches its chunk first
// (lazyQuoteDialog.ts), which the end-to-end tests cover, and the page waits for it.
jest.mock('../quote/lazyQuoteDialog', () => ({ LazyQuoteDialog: jest.requireActual('../quote/QuoteDialog').QuoteDialog }));
