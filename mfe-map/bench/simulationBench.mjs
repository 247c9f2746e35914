// Prints how long one simulation tick takes at 100, 1,000 and 10,000 vehicles, and how long a save takes.
// Figures only, no pass/fail. Run from the repository root: node mfe-map/bench/simulationBench.mjs
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
require('../../shared-contracts/bench/registerTypeScript.cjs');
const { createFleetSimulation } = require('../src/simulation/fleetSeed.ts');
const { tickSimulation } = require('../src/simulation/tick.ts');
const { serializeFleetState } = require('../src/simulation/fleetPersistence.ts');
const { createSeededRandom } = require('../src/simulation/random.ts');

const TICKS = 200;
const WARM_UP_TICKS = 20;
const START = Date.UTC(2025, 7, 21, 9, 0, 0);

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const ms = (value) => `${value.toFixed(3)} ms`;

for (const count of [100, 1_000, 10_000]) {
  const sim = createFleetSimulation({ count }, createSeededRandom(42), START);
  let now = START;
  // Warm-up lets the JIT compile the tick before it is timed.
  for (let i = 0; i < WARM_UP_TICKS; i++) tickSimulation(sim, (now += 1000));
  const times = [];
  const deliveredBefore = sim.deliveredCount;
  for (let i = 0; i < TICKS; i++) {
    now += 1000;
    const start = performance.now();
    tickSimulation(sim, now);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const saves = [];
  let json = '';
  for (let i = 0; i < 5; i++) {
    const saveStart = performance.now();
    json = serializeFleetState(sim);
    saves.push(performance.now() - saveStart);
  }
  saves.sort((a, b) => a - b);
  console.log(
    `${String(count).padStart(6)} vehicles: tick median ${ms(percentile(times, 0.5))}, p95 ${ms(percentile(times, 0.95))}, ` +
      `max ${ms(times[times.length - 1])} over ${TICKS} ticks (${sim.deliveredCount - deliveredBefore} deliveries); ` +
      `save (every 5 s) median ${ms(percentile(saves, 0.5))} of 5, ${(json.length / 1024).toFixed(0)} KB`,
  );
}
