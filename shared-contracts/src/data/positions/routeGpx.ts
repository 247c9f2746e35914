import type { RoutePoint } from 'shared-contracts/contract';

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (character) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[character]!);

/**
 * A vehicle's route as a GPX 1.1 track (one segment), for any mapping tool: the API's download and the sample data's
 * alike.
 *
 * @example routeGpx('VEH-001', [{ at: '2025-08-21T09:00:00.000Z', lat: 51.5, lon: -0.1, altitude: 12, … }])
 */
export function routeGpx(vehicleId: string, points: readonly Pick<RoutePoint, 'at' | 'lat' | 'lon' | 'altitude'>[]): string {
  const trackPoints = points.map(
    (point) =>
      `      <trkpt lat="${point.lat}" lon="${point.lon}">${point.altitude === null ? '' : `<ele>${point.altitude}</ele>`}<time>${point.at}</time></trkpt>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="Zorvex Logistics portal" xmlns="http://www.topografix.com/GPX/1/1">',
    `  <trk><name>${escapeXml(vehicleId)}</name>`,
    '    <trkseg>',
    ...trackPoints,
    '    </trkseg>',
    '  </trk>',
    '</gpx>',
    '',
  ].join('\n');
}
