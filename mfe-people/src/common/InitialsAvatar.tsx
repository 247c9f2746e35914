import Avatar from '@mui/material/Avatar';

import { initials } from './initials';

/** A round badge with a name's initials; decorative, since the name is always shown beside it. */
export function InitialsAvatar({ name, size = 40 }: { name: string; size?: number }) {
  return (
    <Avatar
      aria-hidden
      sx={{ width: size, height: size, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: size * 0.4, fontWeight: 700 }}
    >
      {initials(name)}
    </Avatar>
  );
}
