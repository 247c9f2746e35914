import type { ClientType } from 'shared-contracts/records';

/**
 * The new-client form's types, in its order, stored as they are (lowercase with underscores);
 * `clientTypeLabel` gives each its label (Fine Art Gallery, Auction House, …).
 */
export const CLIENT_FORM_TYPES = [
  'fine_art_gallery',
  'auction_house',
  'museum',
  'corporate',
  'private_collector',
  'event_organizer',
  'retail',
  'other',
] as const satisfies readonly ClientType[];
