export const CREATE_SUCCESS_TITLE = 'Job Created Successfully';
export const createSuccessDescription = (id: string) => `Job ${id} has been created and scheduled`;
export const CREATE_FAILURE = { title: 'Error', description: 'Failed to create job' } as const;
export const UPDATE_SUCCESS_TITLE = 'Job Updated Successfully';
export const updateSuccessDescription = (id: string) => `Job ${id} has been updated`;
export const UPDATE_FAILURE = { title: 'Error', description: 'Failed to update job' } as const;
