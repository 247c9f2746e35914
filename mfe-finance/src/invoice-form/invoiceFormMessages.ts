import type { Invoice } from 'shared-contracts/contract';
import type { FormToasts } from 'shared-contracts/data';

const VALIDATION_TOAST = { title: 'Validation Error', description: 'Please fill in all required fields' } as const;
const isRequiredMessage = (message: string) => message.endsWith(' is required');

export const CREATE_TOASTS: FormToasts<Invoice> = {
  success: (invoice) => ({ title: 'Invoice Created Successfully', description: `Invoice ${invoice.id} has been generated` }),
  // A missing field gets the specification's message; any other problem (an unknown job) names itself.
  invalid: (errors) => {
    const messages = Object.values(errors);
    return messages.some(isRequiredMessage) || messages.length === 0 ? VALIDATION_TOAST : { title: 'Validation Error', description: messages[0] };
  },
  failure: { title: 'Error', description: 'Failed to create invoice' },
};
