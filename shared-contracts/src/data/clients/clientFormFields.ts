import type { ClientType } from 'shared-contracts/contract';

// What the client forms show: each field's label, which the store's messages also use, and the client types to choose from.
export const CLIENT_FIELD_LABELS = {
  company_name: 'Company Name',
  client_type: 'Client Type',
  contact_name: 'Contact Name',
  email: 'Email',
  phone: 'Phone',
  website: 'Website',
  address: 'Street Address',
  city: 'City',
  postcode: 'Postcode',
  notes: 'Notes',
  contact_title: 'Job Title',
  mobile: 'Mobile',
  payment_terms: 'Payment Terms',
  credit_limit: 'Credit Limit (£)',
  status: 'Status',
} as const;

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
