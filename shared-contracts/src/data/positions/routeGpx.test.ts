import { routeGpx } from './routeGpx';

describe('routeGpx', () => {
  it('writes one track point a position, its height only where known, and the vehicle as the track’s escaped name', () => {
    const gpx = routeGpx('VEH<&>"1\'', [
      { at: '2025-08-21T09:00:00.000Z', lat: 51.5, lon: -0.12, altitude: 12 },
      { at: '2025-08-21T09:01:00.000Z', lat: 51.501, lon: -0.119, altitude: null },
    ]);
    expect(gpx).toBe(`<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="Zorvex Logistics portal" xmlns="http://www.topografix.com/GPX/1/1">
  <trk><name>VEH&lt;&amp;&gt;&quot;1&apos;</name>
    <trkseg>
      <trkpt lat="51.5" lon="-0.12"><ele>12</ele><time>2025-08-21T09:00:00.000Z</time></trkpt>
      <trkpt lat="51.501" lon="-0.119"><time>2025-08-21T09:01:00.000Z</time></trkpt>
    </trkseg>
  </trk>
</gpx>
`);
  });

  it('writes an empty track for a day without positions', () => {
    expect(routeGpx('VEH-001', [])).toContain('<trk><name>VEH-001</name>\n    <trkseg>\n    </trkseg>');
  });
});
