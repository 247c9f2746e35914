// Prints how long the compliance alerts of 10,000 vehicles take to compute (every vehicle's MOT,
// road tax and service alerts, each vehicle's sorted, as a vehicle list reads them), median and p95 over many runs. Figures only, no pass/fail.
// Run from the repository root: node shared-contracts/bench/complianceBench.mjs
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
require('./registerTypeScript.cjs');
const { addDays, complianceAlertsForVehicle, toIsoDate } = require('shared-contracts/domain');
const { DETAILS_NOT_HELD } = require('shared-contracts/records');

const VEHICLE_COUNT = 10_000;
const WARM_UP_RUNS = 20;
const RUNS = 200;
const today = new Date();

/** mulberry32, so every run of the bench sees the same fleet. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Dates from 30 days ago to 400 days ahead (most raise no alert), 1 in 50 "Details not held". */
function fleet(count) {
  const next = random(20_250_821);
  const date = () => (next() < 0.02 ? DETAILS_NOT_HELD : toIsoDate(addDays(today, Math.floor(next() * 431) - 30)));
  return Array.from({ length: count }, (_, i) => ({
    id: `VEH-${String(i + 1).padStart(5, '0')}`,
    registration: `ZVX-${String(i).padStart(4, '0')}`,
    mot_expiry: date(),
    insurance_expiry: date(),
    service_due: date(),
  }));
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const vehicles = fleet(VEHICLE_COUNT);
const alertsOfFleet = () => vehicles.flatMap((vehicle) => complianceAlertsForVehicle(vehicle, today));
let alerts = [];
for (let run = 0; run < WARM_UP_RUNS; run++) alerts = alertsOfFleet();
const times = [];
for (let run = 0; run < RUNS; run++) {
  const started = performance.now();
  alerts = alertsOfFleet();
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const ms = (value) => `${value.toFixed(2)} ms`;
console.log(
  `Compliance alerts of ${VEHICLE_COUNT.toLocaleString('en-GB')} vehicles (${alerts.length.toLocaleString('en-GB')} alerts): ` +
    `median ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, min ${ms(times[0])}, max ${ms(times.at(-1))} ` +
    `over ${RUNS} runs after ${WARM_UP_RUNS} warm-up runs   (goal ≤ 20 ms)`,
);
