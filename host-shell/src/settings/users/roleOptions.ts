import { type Role, ROLE_IDS, ROLES } from 'shared-contracts/contract';

/** Every role, as a choice: its id and the name screens show. */
export const ROLE_CHOICES: readonly { value: Role; label: string }[] = ROLE_IDS.map((value) => ({ value, label: ROLES[value] }));
