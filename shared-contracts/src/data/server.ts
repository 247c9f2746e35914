// The server entry (`shared-contracts/server`): what the API reuses of the data layer to keep the same data
// and rules as the browser: the sample data, each collection's rules and field schemas, the one search, the
// clients' activity and what a write changes. Never shared with the browser (tooling/webpack/sharedDependencies.cjs).
export { clientActivityIndex } from './clients/clientActivity';
export { generateDataSet } from './sample/generateDataSet';
export { ENTITY_SCHEMAS } from './schema/entitySchemas';
export { changedResources } from './store/changedResources';
export type { CollectionName, DataSet } from './store/dataSet';
export type { Cascade, CollectionRules, RuleContext } from './store/ruleContext';
export { clientRules, driverRules, invoiceRules, jobRules, systemAlertRules, vehicleRules, warehouseRules } from './store/writes';
/** @internal exported for the API's test that its search text is the browser's (sameAsTheBrowser.test.ts) */
export { searchText } from './search';
