import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import type { Page, Response } from '@playwright/test';

const ROOT = path.resolve(__dirname, '../..');
const PORTS = JSON.parse(readFileSync(path.join(ROOT, 'tooling/ports.json'), 'utf8')) as {
  apps: Record<string, number>;
  fixtures: Record<string, number>;
};

/** The dist folder of the app served on each port. */
const DIST_BY_PORT = new Map<string, string>([
  ...Object.entries(PORTS.apps).map(([app, port]) => [String(port), path.join(ROOT, app, 'dist')] as const),
  ...Object.entries(PORTS.fixtures).map(([app, port]) => [String(port), path.join(ROOT, 'e2e/fixtures', app, 'dist')] as const),
]);

const tables = new Map<string, Record<string, Record<string, number>>>();

/** The modules one downloaded file holds, from its app's dist/chunk-modules.json (written by the production build). */
function modulesIn(url: string): string[] {
  const { port, pathname } = new URL(url);
  const dist = DIST_BY_PORT.get(port);
  if (!dist) return [];
  if (!tables.has(dist)) {
    const file = path.join(dist, 'chunk-modules.json');
    tables.set(dist, existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {});
  }
  return Object.keys(tables.get(dist)![pathname.slice(1)] ?? {});
}

/** "@mui/material" for "@mui/material/Rating/Rating.mjs", "react-dom" for "react-dom/cjs/…". */
export const packageOf = (moduleName: string) =>
  moduleName
    .split('/')
    .slice(0, moduleName.startsWith('@') ? 2 : 1)
    .join('/');

export interface ScriptRecorder {
  /** Every module that arrived in more than one response. */
  modulesDownloadedTwice(): string[];
  /** The origins (http://host:port) whose responses held code of `packageName`. */
  originsOf(packageName: string): string[];
  /** The modules of `packageName` that arrived, by name. */
  modulesOf(packageName: string): string[];
}

/** Starts recording the scripts a page downloads, from now on. */
export function recordScripts(page: Page): ScriptRecorder {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') responses.push(response);
  });
  const arrived = () => responses.map((response) => ({ origin: new URL(response.url()).origin, modules: modulesIn(response.url()) }));
  return {
    modulesDownloadedTwice() {
      const seen = new Set<string>();
      const twice = new Set<string>();
      for (const { modules } of arrived()) for (const name of modules) (seen.has(name) ? twice : seen).add(name);
      return [...twice].sort();
    },
    originsOf(packageName) {
      return [
        ...new Set(
          arrived()
            .filter(({ modules }) => modules.some((name) => packageOf(name) === packageName))
            .map(({ origin }) => origin),
        ),
      ].sort();
    },
    modulesOf(packageName) {
      return arrived().flatMap(({ modules }) => modules.filter((name) => packageOf(name) === packageName));
    },
  };
}
