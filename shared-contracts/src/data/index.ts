// The data entry: the data layer every screen reads and writes through (the provider in context, the
// per-resource cache, read and write hooks) and the sample provider, the in-browser data set with its
// rules that `pnpm start` runs. Never imports MUI.
export { DataLayerProvider, useDataProvider, useClock } from './query/DataLayer';
export { useGetList, useGetOne, useGetMany, useAggregate } from './query/readHooks';
export type { Loaded, LoadStatus } from './query/readHooks';
export { useCreate, useUpdate, useReload } from './query/writeHooks';
export { combineLoads } from './query/combineLoads';
export type { CombinedLoad } from './query/combineLoads';
export { getSampleProvider } from './store/getSampleProvider';
/** @internal exported for tests, which build sample providers over data of their own; the portal reads getSampleProvider */
export { createSampleProvider } from './store/createSampleProvider';
/** @internal exported for tests */
export type { SampleProviderOptions } from './store/createSampleProvider';
/** @internal exported for tests */
export type { DataSet } from './store/dataSet';
/** @internal exported for tests */
export { generateDataSet } from './sample/generateDataSet';
export { JOB_FIELD_LABELS } from './jobs/jobFormFields';
export { INVOICE_FIELD_LABELS } from './invoices/invoiceFormFields';
export { INVALID_REGISTRATION_MESSAGE } from './vehicles/vehicleFormFields';
export { WAREHOUSE_FIELD_LABELS } from './warehouses/warehouseFormFields';
export { DRIVER_FIELD_LABELS, DRIVER_FORM_EMPLOYMENT_TYPES, DRIVER_FORM_LICENSE_CLASSES } from './drivers/driverFormFields';
export { CLIENT_FIELD_LABELS, CLIENT_FORM_TYPES } from './clients/clientFormFields';
export { useSidebarBadge, usePaletteRecords } from './shell';
export { readAll } from './query/readAll';
export { createHttpProvider } from './http/createHttpProvider';
