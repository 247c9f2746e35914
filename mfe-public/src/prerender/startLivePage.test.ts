import { type DOMWindow, JSDOM } from 'jsdom';
import { LIVE_PAGE_FAILED_EVENT } from 'shared-contracts/contract';

import { startLivePage, startLivePageScript } from './startLivePage';

const SCRIPTS = ['/site/main.1.js', '/site/main.2.js'];

const STATIC_PAGE = `
  <div id="static-page">
    <a href="/fine-art">Fine Art</a>
    <a href="mailto:enquiries@zorvexlogistics.co.uk?subject=Quote%20Request" data-live-action>Get a Quote</a>
    <button type="button" aria-label="Open menu">Menu</button>
  </div>
  <div id="root"></div>`;

/** Clicks a control by its text; says whether the browser would then follow it. */
function clicker(window: DOMWindow) {
  return (name: string) => {
    const control = [...window.document.querySelectorAll('a, button')].find((element) => element.textContent === name)!;
    const followed = control.dispatchEvent(new window.MouseEvent('click', { bubbles: true, cancelable: true }));
    return { control, followed };
  };
}

/** Records the clicks nothing held back (what the browser itself then does) and stops them there. */
function recordFollowed(window: DOMWindow) {
  const followed: string[] = [];
  window.addEventListener('click', (event) => {
    if (!event.defaultPrevented) followed.push((event.target as Element).textContent!);
    event.preventDefault();
  });
  return followed;
}

/** A static page as the browser gets it: `startLivePage` is the only script, in its serialized form. */
function openStaticPage({ dark = false } = {}) {
  const { window } = new JSDOM(
    `<!doctype html><html${dark ? ' class="live-page-only"' : ''}><head></head><body>${STATIC_PAGE}${startLivePageScript(SCRIPTS)}</body></html>`,
    {
      runScripts: 'dangerously',
    },
  );
  const { document } = window;
  const loaded = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));
  const idle = () => new Promise((resolve) => window.setTimeout(resolve, 20));
  return { window, document, loaded, idle, click: clicker(window) };
}

describe('startLivePage, inline in a static page', () => {
  it('runs nothing while the page loads, then at idle the host build once, its scripts in order', async () => {
    const { loaded, idle, window } = openStaticPage();
    expect(loaded()).toEqual([]);
    await new Promise((resolve) => window.addEventListener('load', resolve));
    await idle();
    expect(loaded()).toEqual(SCRIPTS);
    expect([...window.document.head.querySelectorAll('script')].map((script) => script.async)).toEqual([false, false]);
    window.dispatchEvent(new window.Event('load'));
    await idle();
    expect(loaded()).toEqual(SCRIPTS);
  });

  it('holds a click on a control that acts only once live, marking it for the live page, and starts the app at once', () => {
    const { click, loaded, document } = openStaticPage();
    const quote = click('Get a Quote');
    expect(quote.followed).toBe(false);
    expect(quote.control.hasAttribute('data-replay-on-live-page')).toBe(true);
    expect(loaded()).toEqual(SCRIPTS);

    const menu = click('Menu');
    expect(menu.followed).toBe(false);
    expect([...document.querySelectorAll('[data-replay-on-live-page]')].map((element) => element.textContent)).toEqual(['Menu']);
  });

  it('lets a plain link act as it would without JavaScript', () => {
    const { click } = openStaticPage();
    const link = click('Fine Art');
    expect(link.followed).toBe(true);
    expect(link.control.hasAttribute('data-replay-on-live-page')).toBe(false);
  });

  it("when the app's script cannot load, follows the held quote link as an e-mail, and leaves later clicks alone", () => {
    const { click, document, window } = openStaticPage();
    const followed = recordFollowed(window);
    click('Get a Quote');
    expect(followed).toEqual([]);
    document.head.querySelector('script')!.dispatchEvent(new window.Event('error'));
    expect(followed).toEqual(['Get a Quote']);
    expect(document.querySelector('[data-replay-on-live-page]')).toBeNull();
    click('Menu');
    expect(followed).toEqual(['Get a Quote', 'Menu']);
  });

  it('does the same when the host reports that the live page cannot show', () => {
    const { click, document, window } = openStaticPage();
    const followed = recordFollowed(window);
    click('Get a Quote');
    document.dispatchEvent(new window.Event(LIVE_PAGE_FAILED_EVENT));
    expect(followed).toEqual(['Get a Quote']);
  });

  it('starts the app at once for a visitor who is never shown the static page, and shows it to them if the app cannot load', () => {
    const { loaded, document, window } = openStaticPage({ dark: true });
    expect(loaded()).toEqual(SCRIPTS);
    document.dispatchEvent(new window.Event(LIVE_PAGE_FAILED_EVENT));
    expect(document.documentElement.classList.contains('live-page-only')).toBe(false);
  });
});

describe('startLivePage, called in the page', () => {
  let followed: string[];
  const record = (event: MouseEvent) => {
    if (!event.defaultPrevented) followed.push((event.target as Element).textContent!);
    event.preventDefault();
  };
  beforeEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = STATIC_PAGE;
    followed = [];
    jest.useFakeTimers();
    window.addEventListener('click', record);
  });
  afterEach(() => {
    window.removeEventListener('click', record);
    jest.useRealTimers();
  });

  const start = () =>
    startLivePage({
      scripts: SCRIPTS,
      staticPageId: 'static-page',
      liveActionAttribute: 'data-live-action',
      replayAttribute: 'data-replay-on-live-page',
      livePageOnlyClass: 'live-page-only',
      failedEvent: LIVE_PAGE_FAILED_EVENT,
    });
  const quoteLink = () => document.querySelector<HTMLElement>('[data-live-action]')!;

  it('holds a quote link for as long as the app takes to arrive: it never e-mails while the live page may still come', () => {
    start();
    quoteLink().click();
    jest.advanceTimersByTime(60_000);
    expect(followed).toEqual([]);
    expect(quoteLink().hasAttribute('data-replay-on-live-page')).toBe(true);
  });

  it('leaves the held link to the live page once it has shown, even if the host later reports a failure', () => {
    start();
    const link = quoteLink();
    const clicks = jest.fn();
    link.addEventListener('click', clicks);
    link.click();
    document.getElementById('static-page')!.remove();
    document.dispatchEvent(new Event(LIVE_PAGE_FAILED_EVENT));
    expect(clicks).toHaveBeenCalledTimes(1);
  });
});

describe('startLivePageScript', () => {
  it('escapes "<" so a script path cannot end the inline script', () => {
    expect(startLivePageScript(['/a</script><script>alert(1)//.js'])).not.toContain('</script><script>alert');
  });
});
