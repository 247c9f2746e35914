// The detail entry: a record's page (ShowPage) and what it shows beside its header (fact cards, a recent-jobs table, its history), kept
// out of the ui entry so that the dashboard and the lists, which show none of it, do not download its tables.
export { DetailCard, Facts, Lines } from './DetailCard';
export { HistoryCard } from './HistoryCard';
export { JobsTable } from './JobsTable';
export { RelatedRecordsCard } from './RelatedRecordsCard';
export { ShowPage } from './ShowPage';
export type { ShowWords } from './showWords';
