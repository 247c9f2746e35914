// The show controllers: one record read for its page (its state, the record once read, Retry), drawn by ShowPage
// ('shared-contracts/ui/detail') or an edit page ('shared-contracts/ui/form'); a record's history a page at a time, drawn
// by HistoryCard.
export { useHistoryController } from './useHistoryController';
export { useShowController } from './useShowController';
