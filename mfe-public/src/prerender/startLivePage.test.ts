import { JSDOM } from 'jsdom';
import { startOnIntent, startOnIntentScript } from './startOnIntent';

const SCRIPTS = ['/main.1.js', '/main.2.js'];

const STATIC_PAGE = `
  <div id="static-page">
    <a href="/fine-art">Fine Art</a>
    <a href="mailto:enquiries@zorvexlogistics.co.uk?subject=Quote%20Request" data-live-action>Get a Quote</a>
    <button type="button" aria-label="Open menu">Menu</button>
    <section data-start-when-visible aria-label="Customer reviews"></section>
  </div>
  <div id="root"></div>`;

/** A static page as the browser gets it: `startOnIntent` is the only script, in its serialized form. */
function openStaticPage({ dark = false } = {}) {
  const { window } = new JSDOM(`<!doctype html><html${dark ? ' class="live-page-only"' : ''}><head></head><body>${STATIC_PAGE}${startOnIntentScript(SCRIPTS)}</body></html>`, {
    runScripts: 'dangerously',
  });
  const { document } = window;
  const loaded = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));
  const click = (name: string) => {
    const control = [...document.querySelectorAll('a, button')].find((element) => element.textContent === name)!;
    const followed = control.dispatchEvent(new window.MouseEvent('click', { bubbles: true, cancelable: true }));
    return { control, followed };
  };
  return { window, document, loaded, click };
}

describe('startOnIntent, inline in a static page', () => {
  it('loads none of the app until the visitor first reaches for the page, then the host scripts once, in order', () => {
    const { window, loaded } = openStaticPage();
    expect(loaded()).toEqual([]);

    window.dispatchEvent(new window.Event('pointermove'));
    expect(loaded()).toEqual(SCRIPTS);
    expect([...window.document.head.querySelectorAll('script')].map((script) => script.async)).toEqual([false, false]);

    window.dispatchEvent(new window.KeyboardEvent('keydown', { key: 'Tab' }));
    window.dispatchEvent(new window.Event('scroll'));
    expect(loaded()).toEqual(SCRIPTS);
  });

  it.each(['pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin'])('starts the app on %s', (type) => {
    const { window, loaded } = openStaticPage();
    window.document.body.dispatchEvent(new window.Event(type, { bubbles: true }));
    expect(loaded()).toEqual(SCRIPTS);
  });

  it('holds a click on a control that acts only once live, marking it for the live page, and starts the app', () => {
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

  it('when the app cannot load, follows the held quote link as an e-mail, and leaves later clicks alone', () => {
    const { click, document, window } = openStaticPage();
    const followed: string[] = [];
    window.addEventListener('click', (event) => {
      if (!event.defaultPrevented) followed.push((event.target as Element).textContent!);
      event.preventDefault();
    });
    click('Get a Quote');
    expect(followed).toEqual([]);
    document.head.querySelector('script')!.dispatchEvent(new window.Event('error'));
    expect(followed).toEqual(['Get a Quote']);
    expect(document.querySelector('[data-replay-on-live-page]')).toBeNull();
    click('Menu');
    expect(followed).toEqual(['Get a Quote', 'Menu']);
  });

  it('starts the app at once for a visitor who is never shown the static page', () => {
    expect(openStaticPage({ dark: true }).loaded()).toEqual(SCRIPTS);
  });
});

describe('startOnIntent, called in the page', () => {
  let observed: Element[];
  let report: (intersecting: boolean) => void;

  beforeEach(() => {
    observed = [];
    window.IntersectionObserver = class {
      constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
        report = (isIntersecting) => callback(observed.map((target) => ({ target, isIntersecting })));
      }
      observe = (element: Element) => observed.push(element);
      disconnect = () => observed.splice(0);
    } as unknown as typeof IntersectionObserver;
    document.head.innerHTML = '';
    document.body.innerHTML = STATIC_PAGE;
  });

  const loaded = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));
  const start = () =>
    startOnIntent({
      scripts: SCRIPTS,
      staticPageId: 'static-page',
      liveActionAttribute: 'data-live-action',
      replayAttribute: 'data-replay-on-live-page',
      startWhenVisibleAttribute: 'data-start-when-visible',
      livePageOnlyClass: 'live-page-only',
    });

  const quoteLink = () => document.querySelector<HTMLElement>('[data-live-action]')!;

  describe('a held quote link', () => {
    // Clicks on the static page that nothing held back: what the browser itself then does.
    let followed: string[];
    const record = (event: MouseEvent) => {
      if (!event.defaultPrevented) followed.push((event.target as Element).textContent!);
      event.preventDefault();
    };
    beforeEach(() => {
      followed = [];
      jest.useFakeTimers();
      window.addEventListener('click', record);
    });
    afterEach(() => {
      window.removeEventListener('click', record);
      jest.useRealTimers();
    });

    it('is followed as an e-mail when the live page has not shown 4 s after the click', () => {
      start();
      quoteLink().click();
      jest.advanceTimersByTime(3999);
      expect(followed).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(followed).toEqual(['Get a Quote']);
    });

    it('is left to the live page once it has shown', () => {
      start();
      const link = quoteLink();
      const clicks = jest.fn();
      link.addEventListener('click', clicks);
      link.click();
      document.getElementById('static-page')!.remove();
      jest.advanceTimersByTime(4000);
      expect(clicks).toHaveBeenCalledTimes(1);
    });
  });

  it('starts the app when it comes into view, and only then', () => {
    start();
    expect(observed.map((element) => element.getAttribute('aria-label'))).toEqual(['Customer reviews']);
    report(false);
    expect(loaded()).toEqual([]);
    report(true);
    expect(loaded()).toEqual(SCRIPTS);
    expect(observed).toEqual([]);
  });
});

describe('startOnIntentScript', () => {
  it('escapes "<" so a script path cannot end the inline script', () => {
    expect(startOnIntentScript(['/a</script><script>alert(1)//.js'])).not.toContain('</script><script>alert');
  });
});
