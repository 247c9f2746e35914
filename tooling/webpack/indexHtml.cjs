/**
 * The page every app is served in. A function, not a template file: html-webpack-plugin compiles a
 * template file in a child compilation, which inherits the federation plugins and so builds every
 * shared module a second time (330 unused Node chunks in the host's dist).
 */
// Inline, so no container answers /favicon.ico with a 404 and no request is made for it.
const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='6' fill='%230b3d91'/%3E%3Cpath d='M9 9h14v3L13 20h10v3H9v-3l10-8H9z' fill='%23fff'/%3E%3C/svg%3E";

// The host needs config.json and the release registry before anything else: ask for them first thing while the page
// is parsed (before a static page's inline styles, and the host's scripts it preloads), not once the host's bundle has run. host-shell/src/config/portalConfig.ts and federation/releaseRegistry.ts take the
// answers (null when a request failed: they ask again).
const EARLY_CONFIG_REQUEST = `<script>
      window.__zorvexConfig = fetch('/config.json', { cache: 'no-store' }).catch(function () { return null; });
      window.__zorvexReleases = fetch('/releases.json', { cache: 'no-store' }).catch(function () { return null; });
    </script>`;

/**
 * `fetchConfig`: only the host reads config.json. `earlyScripts`: inline scripts the page runs while it is parsed,
 * after those requests (the host's: preload the remote entry of the area that draws the page).
 */
const indexHtml = ({ title, fetchConfig = false, earlyScripts = [] }) => `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8" />
    ${fetchConfig ? EARLY_CONFIG_REQUEST : ''}
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="Zorvex Logistics: specialist UK logistics, fine art and antiques, event staging and enclosed vehicle transport." />
    <meta name="theme-color" content="#0b3d91" />
    <title>${title}</title>
    <link rel="icon" href="${FAVICON}" />
    ${earlyScripts.map((script) => `<script>${script}</script>`).join('\n    ')}
    <style>
      html, body { margin: 0; }
      body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; }
    </style>
  </head>
  <body>
    <noscript>This site needs JavaScript to run.</noscript>
    <div id="root"></div>
  </body>
</html>
`;

module.exports = { indexHtml };
