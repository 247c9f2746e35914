import type { LngLat } from '../simulation/geo';

/**
 * Town centres, [lng, lat], for the towns the shared sample data writes addresses in (and the live map's cities).
 * Used to place an address on a map and to name where a map point is; nothing is looked up online.
 *
 * @internal exported for its unit tests, which count the towns
 */
export const UK_TOWN_CENTRES: Readonly<Record<string, LngLat>> = {
  London: [-0.1276, 51.5072],
  Manchester: [-2.2426, 53.4808],
  Birmingham: [-1.8904, 52.4862],
  Leeds: [-1.5491, 53.8008],
  Glasgow: [-4.2518, 55.8642],
  Edinburgh: [-3.1883, 55.9533],
  Bristol: [-2.5879, 51.4545],
  Cardiff: [-3.1791, 51.4816],
  Liverpool: [-2.9916, 53.4084],
  Sheffield: [-1.4701, 53.3811],
  Nottingham: [-1.1581, 52.9548],
  Leicester: [-1.1398, 52.6369],
  Reading: [-0.9781, 51.4543],
  'Newcastle upon Tyne': [-1.6178, 54.9783],
  Belfast: [-5.9301, 54.5973],
  Bath: [-2.359, 51.3811],
  York: [-1.0873, 53.96],
  Oxford: [-1.2577, 51.752],
  Cambridge: [0.1218, 52.2053],
  Brighton: [-0.1372, 50.8225],
  Norwich: [1.2974, 52.6309],
  Exeter: [-3.5339, 50.7184],
  Chester: [-2.8931, 53.1934],
  Canterbury: [1.0789, 51.2802],
  Winchester: [-1.308, 51.0632],
  Harrogate: [-1.5418, 53.9921],
  Cheltenham: [-2.0783, 51.8994],
  Durham: [-1.5733, 54.7761],
  Aberdeen: [-2.0943, 57.1497],
  Swansea: [-3.9436, 51.6214],
  Plymouth: [-4.1427, 50.3755],
  Guildford: [-0.5704, 51.2362],
};

const TOWNS = Object.entries(UK_TOWN_CENTRES);
/** Longest names first, so "Newcastle upon Tyne" wins over any shorter name inside it. */
const BY_LENGTH = [...TOWNS].sort(([a], [b]) => b.length - a.length);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const MATCHERS = BY_LENGTH.map(([name, centre]) => ({ name, centre, pattern: new RegExp(`\\b${escape(name)}\\b`, 'i') }));

/** Spreads addresses around their town's centre, up to about 3 km, so two addresses in a town do not meet. */
const SPREAD_DEGREES = 0.025;

function hash(text: string): number {
  let value = 2166136261;
  for (let i = 0; i < text.length; i++) value = Math.imul(value ^ text.charCodeAt(i), 16777619);
  return value >>> 0;
}

/**
 * Where an address is, from the town it names: the town's centre moved by a fixed amount that depends on the
 * whole address (the same address always lands on the same point). Null when it names no known town.
 *
 * @example locateAddress('12 High Street, Bath BA1 4QT') // a point within about 3 km of Bath's centre
 */
export function locateAddress(address: string): { town: string; point: LngLat } | null {
  const match = MATCHERS.find(({ pattern }) => pattern.test(address));
  if (!match) return null;
  const seed = hash(address.trim().toLowerCase());
  const angle = ((seed % 3600) / 3600) * 2 * Math.PI;
  const distance = (((seed >>> 12) % 1000) / 1000) * SPREAD_DEGREES;
  const [lng, lat] = match.centre;
  return {
    town: match.name,
    point: [lng + (distance * Math.cos(angle)) / Math.cos((lat * Math.PI) / 180), lat + distance * Math.sin(angle)],
  };
}

/**
 * The nearest town to a point and the point itself, as words: "Near Leeds (53.8100° N, 1.5650° W)".
 *
 * @example describePoint([-0.09, 51.49]) // 'Near London (51.4900° N, 0.0900° W)'
 */
export function describePoint([lng, lat]: LngLat): string {
  let nearest = TOWNS[0][0];
  let best = Number.POSITIVE_INFINITY;
  for (const [name, [townLng, townLat]] of TOWNS) {
    const dx = (townLng - lng) * Math.cos((lat * Math.PI) / 180);
    const dy = townLat - lat;
    const distance = dx * dx + dy * dy;
    if (distance < best) {
      best = distance;
      nearest = name;
    }
  }
  const latitude = `${Math.abs(lat).toFixed(4)}° ${lat < 0 ? 'S' : 'N'}`;
  const longitude = `${Math.abs(lng).toFixed(4)}° ${lng < 0 ? 'W' : 'E'}`;
  return `Near ${nearest} (${latitude}, ${longitude})`;
}
