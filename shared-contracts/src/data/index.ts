// The data entry: the data layer every screen reads and writes through (the provider in context, the
// per-resource cache, read and write hooks) and the sample provider, the in-browser data set with its
// rules that `pnpm start` runs, with its demo accounts; who is signed in and what their role may do (useCan); staff
// accounts, one's own account and the audit log (useUsers, useChangeOwnPassword, useAuditLog…). Never imports MUI.
export { useCan } from './access/useCan';
export { useMayOpen } from './access/useMayOpen';
export { useSession } from './access/useSession';
export { CLIENT_FORM_TYPES } from './clients/clientFormFields';
export { DRIVER_FORM_EMPLOYMENT_TYPES, DRIVER_FORM_LICENSE_CLASSES } from './drivers/driverFormFields';
export { createHttpProvider } from './http/createHttpProvider';
export type { AccountAction } from './query/accountHooks';
export {
  useAuditLog,
  useChangeOwnPassword,
  useChangeUserRole,
  useDeactivateUser,
  useExportAuditLog,
  useInviteUser,
  useOwnSessions,
  useResetUserPassword,
  useSetPasswordFromLink,
  useSignOutEverywhere,
  useUsers,
} from './query/accountHooks';
export type { CombinedLoad } from './query/combineLoads';
export { combineLoads } from './query/combineLoads';
export { DataLayerProvider, useClock, useDataProvider } from './query/DataLayer';
export { useHistory } from './query/historyHooks';
export { useLatestPositions, useVehicleRoute } from './query/positionHooks';
export { readAll } from './query/readAll';
export type { Loaded, LoadStatus } from './query/readHooks';
export { useAggregate, useGetList, useGetMany, useGetOne } from './query/readHooks';
export type { TheirSave } from './query/theirSave';
export { useTheirSaves } from './query/theirSave';
export { useCreate, useReload, useUpdate } from './query/writeHooks';
export { usePaletteRecords, useSidebarBadge } from './shell';
export { getSampleProvider } from './store/getSampleProvider';
export { sampleSignIn, sampleSignOut } from './store/sampleSession';

// For tests only: tagged @internal, so knip's production pass does not count them as used by the product.
/** @internal exported for tests, which build sample providers over data of their own; the portal reads getSampleProvider */
export { createSampleProvider } from './store/createSampleProvider';
/** @internal exported for tests */
export type { SampleProviderOptions } from './store/createSampleProvider';
/** @internal exported for tests */
export type { DataSet } from './store/dataSet';
/** @internal exported for tests, which render screens over sample data of their own */
export { generateDataSet } from './sample/generateDataSet';
