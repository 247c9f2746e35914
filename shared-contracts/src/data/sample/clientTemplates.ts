import type { ListClientType, PaymentTerms } from 'shared-contracts/records';

export interface ClientTemplate {
  company_name: string;
  client_type: ListClientType;
  city: string;
  domain: string;
  payment_terms: PaymentTerms;
  notes?: string;
}

/** The 14 sample clients (CLI-001 to CLI-014); the rest of the 387 are numbered copies. */
export const CLIENT_TEMPLATES: readonly ClientTemplate[] = [
  {
    company_name: 'Harrowgate Museum of Decorative Arts',
    client_type: 'museum',
    city: 'London',
    domain: 'harrowgatemuseum.org.uk',
    payment_terms: 'net_30',
    notes: 'Condition report required at collection and delivery.',
  },
  { company_name: 'Northbank Studios', client_type: 'media', city: 'London', domain: 'northbankstudios.co.uk', payment_terms: 'net_14' },
  {
    company_name: 'Ashcombe & Leigh Auctioneers',
    client_type: 'auction_house',
    city: 'London',
    domain: 'ashcombeleigh.co.uk',
    payment_terms: 'net_21',
    notes: 'Sale-week collections booked two weeks ahead.',
  },
  {
    company_name: 'Kestrel Property Partners',
    client_type: 'property',
    city: 'Manchester',
    domain: 'kestrelproperty.co.uk',
    payment_terms: 'net_30',
  },
  {
    company_name: 'Brightwater Events',
    client_type: 'events',
    city: 'Birmingham',
    domain: 'brightwaterevents.co.uk',
    payment_terms: 'net_14',
  },
  { company_name: 'Marlowe & Finch', client_type: 'retail', city: 'London', domain: 'marloweandfinch.co.uk', payment_terms: 'net_30' },
  {
    company_name: 'Severn Opera Company',
    client_type: 'performing_arts',
    city: 'Cardiff',
    domain: 'severnopera.org.uk',
    payment_terms: 'net_30',
    notes: 'Touring sets move on Sunday nights.',
  },
  {
    company_name: 'Whitcombe Gallery',
    client_type: 'art_gallery',
    city: 'London',
    domain: 'whitcombegallery.com',
    payment_terms: 'net_21',
  },
  {
    company_name: 'Caledonian Heritage Museum',
    client_type: 'museum',
    city: 'Edinburgh',
    domain: 'caledonianheritage.org.uk',
    payment_terms: 'net_30',
  },
  {
    company_name: 'Pennine Broadcast Media',
    client_type: 'media',
    city: 'Leeds',
    domain: 'penninebroadcast.co.uk',
    payment_terms: 'net_21',
  },
  {
    company_name: 'Chiltern Fine Art Auctions',
    client_type: 'auction_house',
    city: 'Oxford',
    domain: 'chilternfineart.co.uk',
    payment_terms: 'net_14',
  },
  { company_name: 'Thameside Estates', client_type: 'property', city: 'London', domain: 'thamesideestates.co.uk', payment_terms: 'net_30' },
  { company_name: 'Lumen Exhibitions', client_type: 'events', city: 'Glasgow', domain: 'lumenexhibitions.co.uk', payment_terms: 'net_21' },
  {
    company_name: 'Ashdown Contemporary',
    client_type: 'art_gallery',
    city: 'Brighton',
    domain: 'ashdowncontemporary.com',
    payment_terms: 'net_30',
    notes: 'Gallery closed on Mondays; deliveries Tuesday to Saturday.',
  },
];
