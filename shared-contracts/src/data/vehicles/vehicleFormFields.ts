// What the vehicle form shows under a registration that does not read as one (the specification's words).
export const INVALID_REGISTRATION_MESSAGE = 'Registration must be in format ABC-123';
