import type { FleetMapHandle } from '../../map/fleetMap';
import type { LngLat } from '../../simulation/geo';

/** A stand-in for the OpenLayers fleet map (jsdom cannot draw): it records what the view asks of it. */
export interface FakeFleetMap {
  handle: FleetMapHandle;
  syncs: number;
  selected: number;
  flights: [index: number, zoom: number][];
  /** A single click on the map: the vehicle under it (-1 for none) at a point. */
  click(vehicleIndex: number, at: LngLat): void;
}

export function fakeFleetMap(): FakeFleetMap {
  let listener: ((vehicleIndex: number, at: LngLat) => void) | null = null;
  const fake: FakeFleetMap = {
    syncs: 0,
    selected: -1,
    flights: [],
    click: (vehicleIndex, at) => listener?.(vehicleIndex, at),
    handle: {
      map: {} as FleetMapHandle['map'],
      setThemeMode: () => {},
      zoomBy: () => {},
      destroy: () => {},
      draw: () => {
        fake.syncs++;
      },
      fleet: {
        layers: [],
        sync: () => {
          fake.syncs++;
        },
        setSelected: (index) => {
          fake.selected = index;
        },
        vehicleAt: () => -1,
        positionOf: () => [0, 0],
      },
      onClick: (next) => {
        listener = next;
        return () => {
          listener = null;
        };
      },
      flyTo: (index, zoom) => {
        fake.flights.push([index, zoom]);
      },
    },
  };
  return fake;
}
