import Button from '@mui/material/Button';
import { Link as RouterLink, PageHeader } from 'shared-contracts/ui';

import type { ListWords } from './listWords';

/** A list page's header: its title, back link and actions, with the link to the create page last. */
export function ListHeader({ header, create }: Pick<ListWords, 'header' | 'create'>) {
  const createLink = create && (
    <Button component={RouterLink} to={create.to} variant="contained" startIcon={create.icon}>
      {create.label}
    </Button>
  );
  return (
    <PageHeader
      {...header}
      actions={
        (header.actions || createLink) && (
          <>
            {header.actions}
            {createLink}
          </>
        )
      }
    />
  );
}
