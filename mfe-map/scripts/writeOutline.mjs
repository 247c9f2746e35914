// Writes src/map/outline/ukIrelandOutline.json, the UK and Ireland outline the map draws under its tiles, from
// the world-atlas package (Natural Earth 1:50m). Run after upgrading world-atlas: node mfe-map/scripts/writeOutline.mjs
// (ukIrelandOutline.test.ts fails while the file and the package disagree).
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
require('../../shared-contracts/bench/registerTypeScript.cjs');
const { extractUkIrelandOutline } = require('../src/map/outline/extractOutline.ts');

const outline = extractUkIrelandOutline(require('world-atlas/countries-50m.json'), require('world-atlas/package.json').version);
writeFileSync(new URL('../src/map/outline/ukIrelandOutline.json', import.meta.url), `${JSON.stringify(outline)}\n`);
console.log(`Wrote the outline of ${outline.countries.map((country) => country.name).join(' and ')}`);
