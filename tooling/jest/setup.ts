import '@testing-library/jest-dom';

import { TextDecoder, TextEncoder } from 'node:util';

import { configure } from '@testing-library/react';

// A screen's first render with the data grid takes over a second of jsdom on two busy cores (CI runs a worker per
// core): `findBy…` and `waitFor` wait up to 5 s for what a user would see, not Testing Library's default 1 s.
configure({ asyncUtilTimeout: 5000 });

// react-router 7 reads these globals, which jsdom does not provide.
Object.assign(globalThis, { TextEncoder, TextDecoder });

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in globalThis)) {
  Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });
}

// Suites that render for Node (`@jest-environment node`) have no window.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// A test that logs an unexpected console.error fails: React's act() warnings, failed prop types and
// errors a screen swallowed all land there. A test that expects one mocks console.error itself.
let unexpectedErrors: unknown[][] = [];
beforeEach(() => {
  unexpectedErrors = [];
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    unexpectedErrors.push(args);
    if (process.env.DEBUG_CONSOLE_ERRORS) process.stdout.write(`${new Error('console.error').stack}\n`);
  });
});
afterEach(() => {
  const logged = unexpectedErrors;
  unexpectedErrors = [];
  if (logged.length > 0) {
    const first = logged[0].map((part) => (part instanceof Error ? part.stack : String(part))).join(' ');
    throw new Error(`The test logged ${logged.length} unexpected console.error call(s); the first:\n${first.slice(0, 1500)}`);
  }
});
