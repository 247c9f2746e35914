export const DRIVER_NOT_FOUND_TITLE = 'Driver Not Found';
export const driverNotFoundMessage = (id: string) => `Driver with ID "${id}" not found.`;

export const CLIENT_NOT_FOUND_TITLE = 'Client Not Found';
export const CLIENT_NOT_FOUND_MESSAGE = 'The requested client could not be found.';
