import { clientSchema } from '../clients/clientSchema';
import { driverSchema } from '../drivers/driverSchema';
import { invoiceSchema } from '../invoices/invoiceSchema';
import { jobSchema } from '../jobs/jobSchema';
import type { CollectionName } from '../store/dataSet';
import { systemAlertSchema } from '../systemAlerts/systemAlertSchema';
import { vehicleSchema } from '../vehicles/vehicleSchema';
import { warehouseSchema } from '../warehouses/warehouseSchema';
import type { EntitySchema } from './entitySchema';

/** Each collection's one field schema: the store's rules and every form read it. */
export const ENTITY_SCHEMAS: Record<CollectionName, EntitySchema<unknown>> = {
  jobs: jobSchema,
  drivers: driverSchema,
  vehicles: vehicleSchema,
  clients: clientSchema,
  invoices: invoiceSchema,
  warehouses: warehouseSchema,
  systemAlerts: systemAlertSchema,
};
