import type { Client } from 'shared-contracts/contract';
import type { FormToasts } from 'shared-contracts/data';
import { validationToast } from '../common/validationToast';

export const CREATE_CLIENT_TOASTS: FormToasts<Client> = {
  success: (client) => ({ title: 'Client Added Successfully', description: `${client.company_name} has been added to the client database.` }),
  invalid: validationToast,
  failure: { title: 'Error', description: 'Failed to add client' },
};

export const UPDATE_CLIENT_TOASTS: FormToasts<Client> = {
  success: (client) => ({ title: 'Client Updated Successfully', description: `${client.company_name} has been updated.` }),
  invalid: validationToast,
  failure: { title: 'Error', description: 'Failed to update client' },
};
