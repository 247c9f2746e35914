import { useGetList } from 'shared-contracts/data';

/** How many clients the Client box offers for what is typed. */
const CLIENT_CHOICES = 25;

/**
 * The clients the invoice form's Client box offers for what is typed: a page of the provider's search, by
 * company name (the page with nothing typed is read first, before the form shows).
 *
 * @example const choices = useClientChoices('north'); choices.data?.data // up to 25 clients
 */
export function useClientChoices(typed: string) {
  return useGetList('clients', { q: typed.trim(), sort: 'company_name', order: 'asc', perPage: CLIENT_CHOICES });
}
