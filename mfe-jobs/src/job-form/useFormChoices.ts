import type { Client, Driver, Vehicle } from 'shared-contracts/contract';
import { useList, type LoadStatus } from 'shared-contracts/data';

export interface FormChoices {
  status: LoadStatus;
  clients: Client[];
  drivers: Driver[];
  vehicles: Vehicle[];
  reload: () => void;
}

/** The records the job form chooses from, loaded together. */
export function useFormChoices(): FormChoices {
  const clients = useList('clients');
  const drivers = useList('drivers');
  const vehicles = useList('vehicles');
  const all = [clients, drivers, vehicles];
  const status: LoadStatus = all.some((s) => s.status === 'error')
    ? 'error'
    : clients.data && drivers.data && vehicles.data
      ? 'ready'
      : 'loading';
  return {
    status,
    clients: clients.data ?? [],
    drivers: drivers.data ?? [],
    vehicles: vehicles.data ?? [],
    reload: () => all.forEach((s) => s.reload()),
  };
}
