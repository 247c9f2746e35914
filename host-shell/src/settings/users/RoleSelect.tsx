import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useId } from 'react';
import { type Role, ROLES, type StaffAccount } from 'shared-contracts/contract';

import { ROLE_CHOICES } from './roleOptions';

/**
 * An account's role, changed by choosing another. Named "Role of Dana Price: Dispatcher", so that the role it shows on
 * screen is in its name.
 */
export function RoleSelect({ account, busy, onChange }: { account: StaffAccount; busy: boolean; onChange: (role: Role) => void }) {
  const labelId = useId();
  return (
    <>
      <span id={labelId} style={visuallyHidden}>
        Role of {account.name}: {ROLES[account.role]}
      </span>
      <Select
        size="small"
        value={account.role}
        onChange={(event) => {
          if (!busy && event.target.value !== account.role) onChange(event.target.value as Role);
        }}
        labelId={labelId}
        sx={{ minWidth: 160 }}
      >
        {ROLE_CHOICES.map(({ value, label }) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </Select>
    </>
  );
}
