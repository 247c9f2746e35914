import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { contentSecurityPolicy, hostPageScriptHashes, inlineScriptHashes } from './contentSecurityPolicy.cjs';

const config = {
  remotes: {
    mfe_public: 'http://{hostname}:3001/remoteEntry.js',
    mfe_jobs: 'http://{hostname}:3002/remoteEntry.js',
    mfe_map: 'https://map.example.com/zorvex/remoteEntry.js',
  },
  previewOrigins: ['http://{hostname}:3096'],
  contentSecurityPolicy: { 'img-src': ['https://tile.openstreetmap.org'], 'connect-src': ['http://{hostname}:3100'] },
};
const HASH = "'sha256-ShPZs6SyOIfeOg7tsGkUC0BIIQiM/4HlSLumBwNEK6k='";

describe('contentSecurityPolicy', () => {
  it("allows scripts only from the portal, its remotes and allowed previews, and the pages' own inline scripts; no eval, no framing", () => {
    expect(contentSecurityPolicy({ config, hostname: 'localhost', scriptHashes: [HASH] }).split('; ')).toEqual([
      "default-src 'self'",
      `script-src 'self' http://localhost:3001 http://localhost:3002 http://localhost:3096 https://map.example.com ${HASH}`,
      "style-src 'self' 'unsafe-inline' http://localhost:3001 http://localhost:3002 http://localhost:3096 https://map.example.com",
      "img-src 'self' data: blob: http://localhost:3001 http://localhost:3002 http://localhost:3096 https://map.example.com https://tile.openstreetmap.org",
      "font-src 'self' data: http://localhost:3001 http://localhost:3002 http://localhost:3096 https://map.example.com",
      "connect-src 'self' http://localhost:3001 http://localhost:3002 http://localhost:3096 https://map.example.com http://localhost:3100",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]);
  });

  it("writes the page's host name as nginx's $host where config.json says {hostname}", () => {
    const policy = contentSecurityPolicy({ config, hostname: '$host', scriptHashes: [] });
    expect(policy).toContain("script-src 'self' http://$host:3001 http://$host:3002 http://$host:3096 https://map.example.com;");
    expect(policy).toContain(
      "connect-src 'self' http://$host:3001 http://$host:3002 http://$host:3096 https://map.example.com http://$host:3100;",
    );
  });

  it('lets the page fetch from the API config.json names as its provider, on another origin or its own', () => {
    const onApi = (url: string) =>
      contentSecurityPolicy({ config: { remotes: {}, provider: { kind: 'http', url } }, hostname: 'portal.example.com', scriptHashes: [] });
    expect(onApi('https://api.example.com/zorvex/api')).toContain("connect-src 'self' https://api.example.com;");
    expect(onApi('http://{hostname}:3100/api')).toContain("connect-src 'self' http://portal.example.com:3100;");
    expect(onApi('/api')).toContain("connect-src 'self';");
  });

  it('lets config.json widen no directive but the ones it lists, never scripts', () => {
    expect(() =>
      contentSecurityPolicy({
        config: { ...config, contentSecurityPolicy: { 'script-src': ['https://cdn.example.com'] } },
        hostname: 'localhost',
        scriptHashes: [],
      }),
    ).toThrow(
      'config.json: contentSecurityPolicy may add sources to connect-src, font-src, img-src, media-src, style-src, not to script-src',
    );
  });
});

describe('inline script hashes', () => {
  it('hashes each script written in the page, not one loaded by src', () => {
    expect(
      inlineScriptHashes(
        '<script>window.a = 1;</script><script defer="defer" src="/main.js"></script><script data-admin-only>\n      window.b = 2;\n    </script>',
      ),
    ).toEqual([HASH, "'sha256-/BCbyHcTSUEME79siEKy8X6eQVCyqfDiqZHCvIGnfe8='"]);
  });

  it("collects them from every page of the host's build, once each", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'csp-test-'));
    try {
      mkdirSync(path.join(dir, 'fine-art'));
      writeFileSync(path.join(dir, 'shell.html'), '<script>window.a = 1;</script>');
      writeFileSync(path.join(dir, 'fine-art', 'index.html'), '<script>window.a = 1;</script><script>\n      window.b = 2;\n    </script>');
      writeFileSync(path.join(dir, 'main.js'), '<script>not a page</script>');
      expect(await hostPageScriptHashes(dir)).toEqual(["'sha256-/BCbyHcTSUEME79siEKy8X6eQVCyqfDiqZHCvIGnfe8='", HASH]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
