import { LIVE_PAGE_FAILED_EVENT } from 'shared-contracts/contract';

import { startLivePage } from '../prerender/startLivePage';
import {
  LIVE_ACTION_ATTRIBUTE,
  LIVE_PAGE_ONLY_CLASS,
  LIVE_PAGE_SHOWN_EVENT,
  REPLAY_ATTRIBUTE,
  STATIC_PAGE_ID,
} from '../prerender/staticPage';

// Counts how often the dialog's code is fetched: the module's factory runs when it is first imported.
const mockDialogFetched = jest.fn();
jest.mock('./QuoteDialog', () => {
  mockDialogFetched();
  return { QuoteDialog: () => null };
});

/** A static page with a quote link and a plain paragraph, its clicks held as the page's inline script holds them. */
function openStaticPage() {
  document.body.innerHTML = `
    <div id="static-page">
      <p>Specialist logistics</p>
      <a href="mailto:enquiries@zorvexlogistics.co.uk" data-live-action>Get a Quote</a>
    </div>
    <div id="root"></div>`;
  startLivePage({
    scripts: [],
    staticPageId: STATIC_PAGE_ID,
    liveActionAttribute: LIVE_ACTION_ATTRIBUTE,
    replayAttribute: REPLAY_ATTRIBUTE,
    livePageOnlyClass: LIVE_PAGE_ONLY_CLASS,
    failedEvent: LIVE_PAGE_FAILED_EVENT,
  });
}

const click = (text: string) =>
  [...document.querySelectorAll('#static-page *')]
    .find((element) => element.textContent === text)!
    .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

/** Runs the module, as the live page's chunk runs it once (each test starts with no module run: resetModules). */
const runLazyQuoteDialog = () => jest.requireActual('./lazyQuoteDialog');

/** Lets a dynamic import that was started settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve));

beforeEach(() => {
  jest.resetModules();
  mockDialogFetched.mockClear();
});
// The live page shows: a listener a test left waits no longer.
afterEach(() => document.dispatchEvent(new Event(LIVE_PAGE_SHOWN_EVENT)));

describe("the quote dialog's code", () => {
  it('is fetched as soon as a click is held on the static page after the code ran, before the live page shows', async () => {
    openStaticPage();
    runLazyQuoteDialog();
    await settle();
    expect(mockDialogFetched).not.toHaveBeenCalled();
    click('Get a Quote');
    await settle();
    expect(mockDialogFetched).toHaveBeenCalledTimes(1);
  });

  it('is fetched when the code runs if a click was held before', async () => {
    openStaticPage();
    click('Get a Quote');
    runLazyQuoteDialog();
    await settle();
    expect(mockDialogFetched).toHaveBeenCalledTimes(1);
  });

  it('is not fetched for a click the static page does not hold', async () => {
    openStaticPage();
    runLazyQuoteDialog();
    click('Specialist logistics');
    await settle();
    expect(mockDialogFetched).not.toHaveBeenCalled();
  });

  it('is left to the live page once it shows', async () => {
    openStaticPage();
    runLazyQuoteDialog();
    document.dispatchEvent(new Event(LIVE_PAGE_SHOWN_EVENT));
    click('Get a Quote');
    await settle();
    expect(mockDialogFetched).not.toHaveBeenCalled();
  });
});
