/** @jest-environment node */
import { JSDOM } from 'jsdom';

import { renderStaticPage } from './renderStaticPage';

const EMAIL = 'enquiries@zorvexlogistics.co.uk';

/** The static page as a browser with JavaScript turned off reads it. */
async function staticPage(path: string) {
  const page = await renderStaticPage(path);
  const { document } = new JSDOM(`<!doctype html><head>${page.head}</head><body>${page.body}<div id="root"></div></body>`).window;
  return { page, document };
}

describe('renderStaticPage', () => {
  it("draws a service page's content, its lazy page resolved, with its own title", async () => {
    const { page, document } = await staticPage('/fine-art');
    expect(document.title).toBe('Fine Art & Antiques | Zorvex Logistics');
    expect(document.querySelector('h1')?.textContent).toBe('Fine Art & Antiques Handling and Transport');
    expect(document.querySelector('footer')).not.toBeNull();
    expect(document.querySelector('[role="status"]')).toBeNull();
    expect(page.body).not.toContain('<title>');
  });

  it('makes every quote button a plain link that e-mails the company, naming the service where it has one', async () => {
    const { document } = await staticPage('/fine-art');
    const links = [...document.querySelectorAll('a')].filter((link) => /Quote/.test(link.textContent ?? ''));
    expect(links.map((link) => link.textContent)).toEqual([
      'Get a Quote',
      'Get a Quote',
      'Request a Quote',
      'Get a Quote',
      'Get a Fine Art Quote',
    ]);
    const fineArtQuote = `mailto:${EMAIL}?subject=Quote%20Request%3A%20Fine%20Art%20%26%20Antiques`;
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `mailto:${EMAIL}?subject=Quote%20Request`,
      fineArtQuote,
      fineArtQuote,
      fineArtQuote,
      fineArtQuote,
    ]);
    expect([...document.querySelectorAll('button')].map((button) => button.textContent)).not.toContainEqual(expect.stringMatching(/Quote/));
  });

  it('draws the home page whole, with no part waiting for a script', async () => {
    const { document } = await staticPage('/');
    expect(document.querySelector('[role="status"]')).toBeNull();
    expect(document.querySelectorAll('#static-page script')).toHaveLength(0);
    expect(document.querySelector('h1')?.textContent).toMatch(/\S/);
    expect(document.querySelector('[aria-label="Customer reviews"]')).not.toBeNull();
  });

  it('carries the CSS of every class the markup uses, in the tags emotion reads back in the browser', async () => {
    const { page, document } = await staticPage('/');
    const classes = new Set(
      [...document.querySelectorAll('[class]')]
        .flatMap((element) => [...element.classList])
        .filter((name) => name.startsWith('css-') && name !== 'css-0'),
    );
    expect(classes.size).toBeGreaterThan(20);
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    for (const name of classes) expect(css).toContain(`.${name}`);
    expect(page.head).toMatch(/<style data-emotion="css-global [^"]+">/);
    expect(page.head).toContain('<style data-emotion="css ');
  });

  it('hides the live root while the static page is there, and the static page for a visitor who chose the dark theme', async () => {
    const light = await staticPage('/privacy');
    const root = light.document.getElementById('root')!;
    expect(light.document.defaultView!.getComputedStyle(root).display).toBe('none');

    const { page } = light;
    const dark = new JSDOM(`<!doctype html><head>${page.head}</head><body>${page.body}<div id="root"></div></body>`, {
      runScripts: 'dangerously',
      url: 'http://localhost/',
      beforeParse(window) {
        window.localStorage.setItem('zorvex:theme-mode', 'dark');
      },
    }).window;
    expect(dark.getComputedStyle(dark.document.getElementById('root')!).display).toBe('block');
    expect(dark.getComputedStyle(dark.document.querySelector('#static-page')!).display).toBe('none');
  });

  it("ends with what loads the host's build for the public pages once the page has painted", async () => {
    const page = await renderStaticPage('/fine-art', ['/site/main.abc.js']);
    expect(page.body).toMatch(
      /<\/div><script>\(function startLivePage\(options\) \{[\s\S]+\}\)\(\{"scripts":\["\/site\/main\.abc\.js"\],[^<]+\);<\/script>$/,
    );
  });

  it('draws the 404 page for a path no page has', async () => {
    const { document } = await staticPage('/no-such-page');
    expect(document.title).toBe('Page not found | Zorvex Logistics');
    expect(document.querySelector('h1')?.textContent).toBe('404');
    expect(document.body.textContent).toContain('Oops! Page not found');
  });
});
