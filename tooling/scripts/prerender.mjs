/**
 * The public pages as static HTML in the host's build: each public path's page, rendered by the public
 * remote's own renderer (mfe-public/dist-static, built beside its remote), inside the page of the host's
 * build for the public pages (createConfig's `publicPages`: no admin code), so it paints before any
 * JavaScript runs. The static page loads that build's scripts itself, at idle once it has painted
 * (mfe-public's startLivePage); the live page then renders underneath and replaces it once it is
 * whole (mfe-public's ShowLivePage). The admin paths keep the host's own page, shell.html.
 *
 * Run by `pnpm build` after the apps are built; a public-site release runs it again against the
 * deployed host's dist/. Writes <path>/index.html for each page and 404.html for any other
 * public path, each with brotli and gzip copies.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

import { ROOT } from './apps.mjs';

const require = createRequire(import.meta.url);
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const { PUBLIC_PAGES_TEMPLATE } = require(path.join(ROOT, 'tooling/webpack/createConfig.cjs'));

export const SHELL_PAGE = 'shell.html';
export const NOT_FOUND_PAGE = '404.html';
// Any path no page has: the renderer draws its 404 page there.
const UNKNOWN_PATH = '/404';

/** The file a page path is written to: `/` is index.html, `/fine-art` is fine-art/index.html. */
const fileOf = (pagePath) => path.join(pagePath.slice(1), 'index.html');

// The page's script tags: the static page runs them itself, once it has painted. It fetches them while it
// is parsed, at low priority (nothing waits for them to paint), as it does the chunks they start with.
const HOST_SCRIPT = /<script defer="defer" src="([^"]+)"><\/script>/g;
const preloadOf = (src) => `<link rel="preload" as="script" fetchpriority="low" href="${src}">`;

// The browser paints nothing until it has parsed the static page whole (up to the app's root, which follows it).
// Without it a slow connection or a slow phone saw the page painted in parts, each later part moving what was
// painted before (the header's buttons, the hero's column): a layout shift of up to 0.013 before any code ran.
const HOLD_PAINT_UNTIL_PARSED = '<link rel="expect" href="#root" blocking="render">';

function pageHtml(template, page) {
  const html = template
    .replace(HOST_SCRIPT, (_tag, src) => preloadOf(src))
    .replace(/<title>[^<]*<\/title>/, () => page.head)
    .replace('</head>', () => `${HOLD_PAINT_UNTIL_PARSED}</head>`)
    // The static page reads without JavaScript; the template's notice is for the admin pages.
    .replace(/<noscript>[^<]*<\/noscript>\s*/, '')
    .replace('<div id="root"></div>', () => `${page.body}<div id="root"></div>`);
  if (!html.includes(page.body)) throw new Error('The host page has no <div id="root"></div> to put the static page before');
  return html;
}

async function writeCompressed(file, text) {
  await mkdir(path.dirname(file), { recursive: true });
  const bytes = Buffer.from(text);
  await Promise.all([
    writeFile(file, bytes),
    brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).then((data) => writeFile(`${file}.br`, data)),
    gzip(bytes, { level: 9 }).then((data) => writeFile(`${file}.gz`, data)),
  ]);
}

export async function prerenderPublicPages({
  hostDist = path.join(ROOT, 'host-shell/dist'),
  rendererDir = path.join(ROOT, 'mfe-public/dist-static'),
} = {}) {
  // React and MUI take their production code paths, as in the browser build, so class names match.
  process.env.NODE_ENV = 'production';
  const renderer = require(path.join(rendererDir, 'renderStaticPage.js'));
  const template = await readFile(path.join(hostDist, PUBLIC_PAGES_TEMPLATE), 'utf8');
  const scripts = [...template.matchAll(HOST_SCRIPT)].map(([, src]) => src);
  if (scripts.length === 0)
    throw new Error(`${PUBLIC_PAGES_TEMPLATE} has no <script defer="defer" src="..."> for the static pages to start`);
  const pages = [...renderer.PUBLIC_PAGE_PATHS.map((pagePath) => [pagePath, fileOf(pagePath)]), [UNKNOWN_PATH, NOT_FOUND_PAGE]];
  for (const [pagePath, file] of pages) {
    const page = await renderer.renderStaticPage(pagePath, scripts);
    await writeCompressed(path.join(hostDist, file), pageHtml(template, page));
  }
  return pages.map(([, file]) => file);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  prerenderPublicPages().then(
    (files) => console.log(`Prerendered ${files.join(', ')}`),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
