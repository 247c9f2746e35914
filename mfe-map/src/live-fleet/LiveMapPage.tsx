import { type ReactNode, useCallback, useMemo } from 'react';

import type { FleetController, FleetSnapshot } from '../simulation/fleetController';
import { fleetRowsReader } from './fleetRows';
import type { SpeedUnit } from './formatSpeed';
import { FleetLoadState } from './LivePageFrame';
import type { LiveTilesConfig } from './liveTiles';
import { useFleetController } from './useFleetController';
import { useFleetSnapshot } from './useFleetSnapshot';
import { useSelectedVehicle } from './useSelectedVehicle';
import { VehicleList } from './VehicleList';

/** What one live map page differs by from the other; a module constant. */
export interface LiveMapConfig {
  /** The page's h1, over its loading and error states too. */
  title: string;
  /** The panel and the markers are read afresh every this many ms; after every change unless given. */
  refreshMs?: number;
  /** Selecting a vehicle zooms the map to this level. */
  selectZoom: number;
  /** The panel's width beside the map, in px. */
  panelWidth: number;
  /** What its four figures over the panel say. */
  tiles: LiveTilesConfig;
  /** The vehicle list's heading, the URL parameters it keeps its state in and its speed unit. */
  vehicleList: { title: string; urlKey: 'fleet' | 'vehicles'; speedUnit: SpeedUnit };
}

/** The live fleet as a page's own part sees it, and draws with LiveMapFrame. */
export interface LiveFleet {
  config: LiveMapConfig;
  controller: FleetController;
  /** The fleet as its trackers report it (the API's positions), which no one drives from the map; else the simulation. */
  tracked: boolean;
  snapshot: FleetSnapshot;
  /** The selected vehicle's index in the simulation and its id; -1 and null for none. */
  selectedIndex: number;
  selectedId: string | null;
  selectIndex: (index: number) => void;
  /** The vehicle list (selecting a row selects its vehicle), for the page to place among its lists. */
  vehicleList: ReactNode;
}

interface LiveMapPageProps {
  config: LiveMapConfig;
  /** The page's own part (its lists, controls and messages) once the fleet is ready; a component, so it may keep state. */
  children: (fleet: LiveFleet) => ReactNode;
}

/**
 * A live map page: the fleet's loading and error states under the page's title, then the fleet read as the page is
 * configured (refreshed, selected in the URL, listed) for its own part to draw.
 *
 * @example <LiveMapPage config={UK_FLEET}>{(fleet) => <UkFleetPanel fleet={fleet} />}</LiveMapPage>
 */
export function LiveMapPage({ config, children }: LiveMapPageProps) {
  const fleet = useFleetController();
  if (fleet.status !== 'ready') return <FleetLoadState title={config.title} fleet={fleet} />;
  return (
    <LiveFleetReader config={config} controller={fleet.controller} tracked={fleet.tracked}>
      {children}
    </LiveFleetReader>
  );
}

function LiveFleetReader({ config, controller, tracked, children }: LiveMapPageProps & { controller: FleetController; tracked: boolean }) {
  const snapshot = useFleetSnapshot(controller, config.refreshMs);
  const { simulation } = snapshot;
  const { index: selectedIndex, select } = useSelectedVehicle(controller);
  const selectedId = selectedIndex >= 0 ? simulation.identities[selectedIndex].id : null;
  const selectIndex = useCallback((index: number) => select(simulation.identities[index].id), [select, simulation]);
  // Rows are rebuilt on every change, reusing those of vehicles that did not change.
  const vehicleRowsOf = useMemo(fleetRowsReader, [controller]);
  const rows = useMemo(() => vehicleRowsOf(snapshot.simulation), [vehicleRowsOf, snapshot]);
  const vehicleList = <VehicleList {...config.vehicleList} rows={rows} selectedId={selectedId} onSelect={select} />;
  return children({ config, controller, tracked, snapshot, selectedIndex, selectedId, selectIndex, vehicleList });
}
