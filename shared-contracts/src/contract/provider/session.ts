import type { Role } from '../access';

/** Who is signed in, as the data provider knows them: what the shell and every area decide what to show from. */
export interface Session {
  email: string;
  name: string;
  role: Role;
}
