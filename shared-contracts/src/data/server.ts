// The server entry (`shared-contracts/server`): what the API reuses of the data layer to keep the same data
// and rules as the browser: the sample data, each collection's rules and field schemas, the one search, the
// clients' activity, what a write changes and a vehicle's route as GPX. Never shared with the browser (tooling/webpack/sharedDependencies.cjs).
export { clientActivityIndex } from './clients/clientActivity';
export { routeGpx } from './positions/routeGpx';
export { generateDataSet } from './sample/generateDataSet';
export { ENTITY_SCHEMAS } from './schema/entitySchemas';
export { changedResources } from './store/changedResources';
export type { CollectionName, DataSet } from './store/dataSet';
export type { Cascade, CollectionRules, RuleContext } from './store/ruleContext';
export { clientRules, driverRules, invoiceRules, jobRules, systemAlertRules, vehicleRules, warehouseRules } from './store/writes';

// For tests only: tagged @internal, so knip's production pass does not count them as used by the product.
/** @internal exported for the API's test that its search text is the browser's (sameAsTheBrowser.test.ts) */
export { searchText } from './search';
