import { clientSearchFields } from './clients/clientLookups';
import { driverSearchFields } from './drivers/driverLookups';
import { invoiceSearchFields } from './invoices/invoiceLookups';
import { jobSearchFields } from './jobs/jobLookups';
import type { CollectionName, EntityMap } from './store/dataSet';
import { systemAlertSearchFields } from './systemAlerts/systemAlertLookups';
import { vehicleSearchFields } from './vehicles/vehicleLookups';
import { warehouseSearchFields } from './warehouses/warehouseLookups';

type SearchFields = { [K in CollectionName]: (record: EntityMap[K]) => ReadonlyArray<string | null | undefined> };

const SEARCH_FIELDS: SearchFields = {
  jobs: jobSearchFields,
  drivers: driverSearchFields,
  vehicles: vehicleSearchFields,
  clients: clientSearchFields,
  invoices: invoiceSearchFields,
  warehouses: warehouseSearchFields,
  systemAlerts: systemAlertSearchFields,
};

// Records are never changed in place (a write replaces the object), so each one's text is made once.
const texts = new WeakMap<object, string>();

/** A record's search text: its search fields in lower case, a line break apart so a query never spans two. */
export function searchText<K extends CollectionName>(collection: K, record: EntityMap[K]): string {
  let text = texts.get(record);
  if (text === undefined) {
    text = SEARCH_FIELDS[collection](record).filter(Boolean).join('\n').toLowerCase();
    texts.set(record, text);
  }
  return text;
}
