// The detail entry: what a record's page shows beside its header (fact cards, a recent-jobs table), kept out of the
// ui entry so that the dashboard and the lists, which show none of it, do not download its tables.
export { DetailCard, Facts, Lines } from './DetailCard';
export { JobsTable } from './JobsTable';
