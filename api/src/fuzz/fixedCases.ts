import type { FuzzRequest } from './routeRequests';

/**
 * Requests a fuzz run once answered wrongly (a 5xx, a refusal not in the dialect's shape, data stored by a refusal),
 * kept as they were printed (fast-check's counterexample) and sent again first on every run.
 */
export const FIXED_CASES: readonly FuzzRequest[] = [
  // 500 "function max(boolean) does not exist": the greatest of a true/false field.
  {
    method: 'GET',
    route: '/api/drivers/aggregate',
    url: '/api/drivers/aggregate?max=is_active',
    spelling: 'as is',
    headers: {},
    signedIn: true,
  },
  // 500 "named.map is not a function": a sort named after the prototype.
  { method: 'GET', route: '/api/jobs', url: '/api/jobs?sort=constructor', spelling: 'as is', headers: {}, signedIn: true },
  // 500 from PostgreSQL: a NUL in a filter value, and half a character in a body.
  {
    method: 'GET',
    route: '/api/jobs',
    url: '/api/jobs?filter=%7B%22status%22%3A%22a%5Cu0000%22%7D',
    spelling: 'as is',
    headers: {},
    signedIn: true,
  },
  {
    method: 'POST',
    route: '/api/systemAlerts',
    url: '/api/systemAlerts',
    spelling: 'as is',
    headers: { 'content-type': 'application/json' },
    body: '{"type":"x","severity":"low","title":"\\ud800"}',
    signedIn: true,
  },
  // 500 "null value in column \"status\" violates not-null constraint": a vehicle's status cleared (seed 60, path 29).
  {
    method: 'PATCH',
    route: '/api/vehicles/:id',
    url: '/api/vehicles/VEH-002',
    spelling: 'as is',
    headers: { 'content-type': 'application/json', 'if-match': '*' },
    body: '{"mot_expiry":"2030-09-01","status":""}',
    signedIn: true,
  },
  // 200 with the jobs, no session: the path's "a" percent-encoded.
  { method: 'GET', route: '/api/jobs', url: '/%61pi/jobs', spelling: 'percent-encoded letter', headers: {}, signedIn: false },
];
