import { CLIENT_RECORD } from 'shared-contracts/records';

import { readNew } from '../schema/entitySchema';
import { entitySchemaOf } from '../schema/entitySchemaOf';
import { CLIENT_FORM_TYPES } from './clientFormFields';

const clientSchema = entitySchemaOf(CLIENT_RECORD);

const now = new Date(2025, 7, 21);
const valid = {
  company_name: 'Fenwick Arts Trust',
  client_type: 'fine_art_gallery',
  contact_name: 'Ruth Fenwick',
  email: 'ruth@fenwickarts.org.uk',
  phone: '0191 498 0123',
};

describe('client schema', () => {
  it("stores the form's types lowercase with underscores, in the form's order", () => {
    expect(CLIENT_FORM_TYPES).toEqual([
      'fine_art_gallery',
      'auction_house',
      'museum',
      'corporate',
      'private_collector',
      'event_organizer',
      'retail',
      'other',
    ]);
  });

  it('accepts every form type and every sample type, and nothing else', () => {
    for (const client_type of [...CLIENT_FORM_TYPES, 'art_gallery', 'private', 'performing_arts']) {
      expect(readNew(clientSchema, { ...valid, client_type }, now).ok).toBe(true);
    }
    expect(readNew(clientSchema, { ...valid, client_type: 'Fine Art Gallery' }, now).ok).toBe(false);
  });

  it('requires company name, client type, contact name, e-mail and phone, by their labels', () => {
    expect(readNew(clientSchema, {}, now)).toEqual({
      ok: false,
      errors: {
        company_name: { code: 'required', message: 'Company Name is required' },
        client_type: { code: 'required', message: 'Client Type is required' },
        contact_name: { code: 'required', message: 'Contact Name is required' },
        email: { code: 'required', message: 'Email is required' },
        phone: { code: 'required', message: 'Phone is required' },
      },
    });
  });

  it.each([
    ['email', 'ruth at fenwick', 'Email must be a valid e-mail address'],
    ['phone', 'ring reception', 'Phone must be a phone number'],
    ['website', 'fenwickarts', 'Website must be a web address (https://…)'],
    ['website', 'ftp://fenwickarts.org.uk', 'Website must be a web address (https://…)'],
  ])('refuses %s "%s": %s', (field, value, message) => {
    expect(readNew(clientSchema, { ...valid, [field]: value }, now)).toEqual({
      ok: false,
      errors: { [field]: { code: 'invalid_format', message } },
    });
  });

  it('leaves the optional fields empty and upper-cases the postcode', () => {
    const result = readNew(clientSchema, { ...valid, website: 'https://fenwickarts.org.uk', postcode: 'ne1 4st' }, now);
    expect(result).toEqual({
      ok: true,
      data: {
        ...valid,
        website: 'https://fenwickarts.org.uk',
        postcode: 'NE1 4ST',
        address: '',
        city: '',
        notes: '',
        contact_title: '',
        mobile: '',
        payment_terms: 'net_30',
        credit_limit: 35_000,
      },
    });
  });
});
