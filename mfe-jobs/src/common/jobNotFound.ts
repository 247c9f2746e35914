export const JOB_NOT_FOUND_TITLE = 'Job Not Found';
export const jobNotFoundMessage = (id: string) => `Job with ID "${id}" not found.`;
