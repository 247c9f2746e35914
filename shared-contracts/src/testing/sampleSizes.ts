/**
 * The sizes of today's sample data that the specification fixes, stated once for every package's
 * tests: the tests compare the generated data and the screens with these, never with the generator's
 * own constants.
 *
 * @internal test support, for tests only
 */
export const SAMPLE_SIZES = {
  jobs: 980,
  jobsInProgress: 35,
  jobsCompleted: 848,
  jobsScheduled: 97,
  drivers: 18,
  vehicles: 29,
  activeVehicles: 25,
  clients: 387,
  invoices: 45,
  warehouses: 5,
  systemAlerts: 5,
  activeSystemAlerts: 3,
} as const;
