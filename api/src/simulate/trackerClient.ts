/** A tracker's device id and token. */
export interface Tracker {
  deviceId: string;
  vehicleId: string;
  token: string;
}

async function refusal(answer: Response, doing: string): Promise<Error> {
  return new Error(`${doing}: ${answer.status} ${await answer.text()}`);
}

/** Signs in as a member of staff; the session cookie. */
export async function signInAs(apiOrigin: string, email: string, password: string): Promise<string> {
  const answer = await fetch(`${apiOrigin}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!answer.ok) throw await refusal(answer, 'Could not sign in');
  return answer.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** The ids of the first `count` vehicles, in id order. */
export async function vehicleIds(apiOrigin: string, cookie: string, count: number): Promise<string[]> {
  const answer = await fetch(`${apiOrigin}/api/vehicles?perPage=${count}&sort=id&order=asc`, { headers: { Cookie: cookie } });
  if (!answer.ok) throw await refusal(answer, 'Could not list the vehicles');
  return ((await answer.json()) as { data: { id: string }[] }).data.map((vehicle) => vehicle.id);
}

/** Registers tracker `sim-<vehicle id>` for a vehicle (a new token each time: the old one stops working). */
export async function registerTracker(apiOrigin: string, cookie: string, vehicleId: string): Promise<Tracker> {
  const deviceId = `sim-${vehicleId}`;
  const answer = await fetch(`${apiOrigin}/api/vehicles/${encodeURIComponent(vehicleId)}/devices`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify({ deviceId }),
  });
  if (answer.status !== 201) throw await refusal(answer, `Could not register a tracker for ${vehicleId}`);
  return { deviceId, vehicleId, token: ((await answer.json()) as { data: { token: string } }).data.token };
}

/** Posts one OsmAnd report as a tracker does; its status (200 stored). */
export async function postReport(apiOrigin: string, token: string, query: string): Promise<number> {
  const answer = await fetch(`${apiOrigin}/api/positions?${query}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
  await answer.arrayBuffer();
  return answer.status;
}
