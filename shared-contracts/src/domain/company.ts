/**
 * The one company profile: public footer, quote e-mail, invoices and the invoice image all read it.
 * Phone numbers are in Ofcom's range reserved for fiction.
 */
export const COMPANY = {
  tradingName: 'Zorvex Logistics',
  legalName: 'Zorvex Logistics Ltd',
  phone: '020 7946 0321',
  phoneHref: 'tel:+442079460321',
  email: 'enquiries@zorvexlogistics.co.uk',
  emailDomain: 'zorvexlogistics.co.uk',
  website: 'https://www.zorvexlogistics.co.uk',
  address: {
    street: 'Unit 7, Riverside Trade Park, 48 Thames Road',
    city: 'London',
    postcode: 'E16 2EZ',
    country: 'United Kingdom',
  },
  registeredIn: 'Registered in the UK',
  companyRegistrationNumber: '14287365',
  vatRegistrationNumber: 'GB 318 4472 59',
  invoicePrefix: 'ZRV',
  fleetRegistrationPrefix: 'ZVX',
} as const;

/** One-line postal address, e.g. for the footer and the invoice letterhead. */
export const COMPANY_ADDRESS_LINE = `${COMPANY.address.street}, ${COMPANY.address.city} ${COMPANY.address.postcode}`;
