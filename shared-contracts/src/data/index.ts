// The data entry: the in-browser store with its rules and sample data, and React hooks over them.
// Never imports MUI.
export { getDataStore } from './store/getDataStore';
export { createDataStore } from './store/createDataStore';
export type { DataStoreOptions } from './store/createDataStore';
export type { DataStore } from './store/dataStore';
export type { DataSet } from './store/dataSet';
export { generateDataSet } from './sample/generateDataSet';
export { DataStoreProvider, useDataStore } from './hooks/DataStoreProvider';
export { useList, useRecord } from './hooks/hooks';
export type { LoadStatus } from './hooks/hooks';
export { useCreateForm, useEditForm } from './hooks/useRecordForm';
export type { FormToasts, RecordForm } from './hooks/useRecordForm';
export { searchRecords } from './search';
export { sidebarBadgeCount, findRecords } from './shell';
export { JOB_FIELD_LABELS } from './jobs/jobFormFields';
export { INVOICE_FIELD_LABELS } from './invoices/invoiceFormFields';
export { INVALID_REGISTRATION_MESSAGE } from './vehicles/vehicleFormFields';
export { WAREHOUSE_FIELD_LABELS } from './warehouses/warehouseFormFields';
export { jobsForVehicle } from './selectors';
export { DRIVER_FIELD_LABELS, DRIVER_FORM_EMPLOYMENT_TYPES, DRIVER_FORM_LICENSE_CLASSES } from './drivers/driverFormFields';
export { CLIENT_FIELD_LABELS, CLIENT_FORM_TYPES } from './clients/clientFormFields';
export { clientActivity, clientActivityIndex } from './clients/clientActivity';
export type { ClientActivity } from './clients/clientActivity';
export { jobsForDriver, invoicesForClient } from './selectors';
export { countJobsWithStatus, countActiveDrivers, isToday } from './selectors';
