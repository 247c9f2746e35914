// The show controller: one record read for its page (its state, the record once read, Retry), drawn by ShowPage
// ('shared-contracts/ui/detail') or an edit page ('shared-contracts/ui/form').
export { useShowController } from './useShowController';
