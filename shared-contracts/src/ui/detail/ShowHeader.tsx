import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link as RouterLink, PageHeader } from 'shared-contracts/ui';

import type { ShowWords } from './showWords';

interface ShowHeaderProps<T> {
  words: ShowWords<T>;
  /** The way back to the record's list. */
  back: { label: string; to: string };
  /** The record, once read; its title, line and actions wait for it. */
  record: T | undefined;
  actions?: (record: T) => ReactNode;
}

/** A record page's header: the way back to the list, the title, the record's line, then Edit and the page's other actions. */
export function ShowHeader<T>({ words, back, record, actions }: ShowHeaderProps<T>) {
  const { title, subtitle, edit } = words;
  const editLink = edit && record && (
    <Button component={RouterLink} to={edit.to(record)} variant="contained" startIcon={<EditOutlinedIcon />}>
      {edit.label}
    </Button>
  );
  const others = actions && record && actions(record);
  return (
    <PageHeader
      title={typeof title === 'string' ? title : title(record)}
      subtitle={subtitle && record && subtitle(record)}
      back={back}
      actions={
        (editLink || others) && (
          <>
            {editLink}
            {others}
          </>
        )
      }
    />
  );
}
