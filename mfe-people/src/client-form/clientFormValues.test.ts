import type { Client } from 'shared-contracts/records';

import { clientToFormValues, clientTypeChoices, EMPTY_CLIENT_FORM } from './clientFormValues';

describe('client form values', () => {
  it("offer the form's eight types by label, stored lowercase with underscores", () => {
    expect(clientTypeChoices('')).toEqual([
      { value: 'fine_art_gallery', label: 'Fine Art Gallery' },
      { value: 'auction_house', label: 'Auction House' },
      { value: 'museum', label: 'Museum' },
      { value: 'corporate', label: 'Corporate' },
      { value: 'private_collector', label: 'Private Collector' },
      { value: 'event_organizer', label: 'Event Organizer' },
      { value: 'retail', label: 'Retail' },
      { value: 'other', label: 'Other' },
    ]);
  });

  it("keep a client's own type the form does not offer", () => {
    expect(clientTypeChoices('performing_arts')).toHaveLength(9);
    expect(clientTypeChoices('performing_arts').at(-1)).toEqual({ value: 'performing_arts', label: 'Performing Arts' });
    expect(clientTypeChoices('museum')).toHaveLength(8);
  });

  it('start empty and fill in from a stored client', () => {
    expect(Object.values(EMPTY_CLIENT_FORM).every((value) => value === '')).toBe(true);
    const client = {
      company_name: 'Northbank Studios',
      client_type: 'media',
      website: 'https://www.northbankstudios.co.uk',
      contact_name: 'Ruth Fenwick',
      email: 'r.fenwick@northbankstudios.co.uk',
      phone: '020 7946 0123',
      address: '4 Canal Wharf',
      city: 'London',
      postcode: 'SE1 9TG',
      notes: 'Loading bay at the rear',
      mobile: '07700 900123',
    } as Client;
    const { mobile: _mobile, ...shown } = client;
    expect(clientToFormValues(client)).toEqual(shown);
  });
});
