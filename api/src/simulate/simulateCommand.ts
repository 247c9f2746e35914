// `pnpm --dir api simulate --vehicles N`: the fleet as trackers, reporting to a running API over OsmAnd.
import { parseArgs } from 'node:util';

import { moveVehicle, osmandQueryOf, type SimulatedVehicle, startVehicle } from './simulatedVehicle';
import { postReport, registerTracker, signInAs, type Tracker, vehicleIds } from './trackerClient';

const USAGE = `pnpm --dir api simulate [--vehicles 29] [--every 10] [--api http://127.0.0.1:3100]
  Signs in as SIMULATE_EMAIL / SIMULATE_PASSWORD (default the demo administrator), registers a tracker
  sim-<vehicle id> for each of the first N vehicles (a new token each run, shown nowhere), and posts each one's
  position every --every seconds to POST /api/positions until stopped.`;

const { values } = parseArgs({
  options: {
    vehicles: { type: 'string', default: '29' },
    every: { type: 'string', default: '10' },
    api: { type: 'string', default: process.env.API_ORIGIN ?? 'http://127.0.0.1:3100' },
    help: { type: 'boolean', default: false },
  },
});
const count = Number(values.vehicles);
const everySeconds = Number(values.every);
if (values.help || !Number.isInteger(count) || count < 1 || !(everySeconds > 0)) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 1);
}

const cookie = await signInAs(
  values.api,
  process.env.SIMULATE_EMAIL ?? 'admin@zorvex-logistics.co.uk',
  process.env.SIMULATE_PASSWORD ?? 'Zorvex-Admin-2025',
);
const ids = await vehicleIds(values.api, cookie, count);
if (ids.length < count) console.warn(`The fleet has ${ids.length} vehicles: simulating those`);
const trackers: Tracker[] = [];
for (const id of ids) trackers.push(await registerTracker(values.api, cookie, id));
const fleet: SimulatedVehicle[] = trackers.map((_, n) => startVehicle(n));
console.log(`Simulating ${trackers.length} trackers, a report each every ${everySeconds} s, to ${values.api}/api/positions`);

let reports = 0;
let refused = 0;
async function tick() {
  const now = new Date();
  await Promise.all(
    trackers.map(async (tracker, n) => {
      fleet[n] = moveVehicle(fleet[n], everySeconds, Math.random() * 2 - 1);
      const status = await postReport(values.api, tracker.token, osmandQueryOf(tracker.deviceId, fleet[n], now)).catch(() => 0);
      reports += 1;
      if (status !== 200) refused += 1;
    }),
  );
  console.log(`${now.toISOString()} ${reports} reports, ${refused} not stored`);
}
await tick();
const timer = setInterval(() => void tick(), everySeconds * 1000);
process.once('SIGINT', () => {
  clearInterval(timer);
  process.exit(0);
});
