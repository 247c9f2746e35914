// What a write needs and a page that only reads does not: each collection's rules and the field
// schemas they and the forms check with (zod). Fetched on the first write or form (loadWrites.ts).
export { clientRules } from '../clients/clientRules';
export { driverRules } from '../drivers/driverRules';
export { invoiceRules } from '../invoices/invoiceRules';
export { jobRules } from '../jobs/jobRules';
export { readChanges, readNew } from '../schema/entitySchema';
export { ENTITY_SCHEMAS } from '../schema/entitySchemas';
export { systemAlertRules } from '../systemAlerts/systemAlertRules';
export { vehicleRules } from '../vehicles/vehicleRules';
export { warehouseRules } from '../warehouses/warehouseRules';
