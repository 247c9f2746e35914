import type { MapVehicleStatus } from '../simulation/mapEntities';

/** The specification's marker colours: moving blue, idle amber, offline grey. */
export const STATUS_COLOURS: Readonly<Record<MapVehicleStatus, string>> = {
  moving: '#1e6fd9',
  idle: '#f5a300',
  offline: '#8c8c8c',
};

/** Sea, land and coastline of the outline drawn under the tiles, per theme. */
export interface OutlineColours {
  sea: string;
  land: string;
  coast: string;
}

export const OUTLINE_COLOURS: Readonly<Record<'light' | 'dark', OutlineColours>> = {
  light: { sea: '#cfe2f3', land: '#f1f3ea', coast: '#8aa393' },
  dark: { sea: '#0e1f2f', land: '#1d2a23', coast: '#5f8570' },
};

/** The job tracking map: pickup green, delivery red, the route between them blue. */
export const ROUTE_COLOURS = { pickup: '#2e7d32', dropoff: '#c62828', line: '#1e6fd9' } as const;

/** A vehicle's day replayed: the route blue, the stops amber (as an idle vehicle), the vehicle at the slider's time dark. */
export const REPLAY_COLOURS = { line: '#1e6fd9', stop: '#f5a300', vehicle: '#102a43' } as const;
