import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Resource } from 'shared-contracts/contract';
import { formatTime } from 'shared-contracts/domain';
import { labelsOf, RECORD_KINDS } from 'shared-contracts/records';

/** A field whose value in someone else's save differs from what the form holds. */
interface TheirField {
  name: string;
  theirs: string | boolean;
  mine: string | boolean;
}

/**
 * Someone else's save of the record an edit form holds (the edit controller's `theirs`): who and when, the fields that
 * now differ, and the choice for each. Once every field is chosen, the save is made from their version.
 */
export interface TheirChanges {
  /** The record's resource: its declaration names the fields. */
  resource: Resource;
  /** Who saved it; null when not known. */
  by: string | null;
  /** When: ISO date-time, or null when not known. */
  at: string | null;
  /** Each field that differs and is not chosen yet, in the form's order; none when nothing the form holds differs. */
  fields: readonly TheirField[];
  /** The field takes their value. */
  takeTheirs: (field: string) => void;
  /** The field keeps what the form holds, saved over theirs. */
  keepMine: (field: string) => void;
  /** Puts away a notice with no field to choose. */
  dismiss: () => void;
}

const shown = (value: string | boolean) => (typeof value === 'boolean' ? (value ? 'Yes' : 'No') : value.trim() === '' ? '(empty)' : value);

/**
 * What an edit form shows when someone else saves its record: who and when, and for each field that now differs,
 * their value and the form's with Use theirs and Keep mine. Nothing typed is changed until the user chooses.
 *
 * @example {form.theirs && <TheirChangesNotice changes={form.theirs} />}
 */
export function TheirChangesNotice({ changes }: { changes: TheirChanges }) {
  const { by, at, fields } = changes;
  const labels: Readonly<Record<string, string>> = labelsOf(RECORD_KINDS[changes.resource]);
  const title = `${by ?? 'Someone else'} saved this record${at ? ` at ${formatTime(at)}` : ''}`;
  if (fields.length === 0) {
    return (
      <Alert severity="info" sx={{ mb: 2 }} onClose={changes.dismiss}>
        <AlertTitle>{title}</AlertTitle>
        Nothing you are editing differs from their version: your save will be made from it.
      </Alert>
    );
  }
  return (
    <Alert severity="warning" sx={{ mb: 2, '& .MuiAlert-message': { flex: 1 } }}>
      <AlertTitle>{title}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        These fields now differ from what your form holds. Choose for each before you save; what you typed stays until you do.
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {fields.map(({ name, theirs, mine }) => {
          const label = labels[name] ?? name;
          return (
            <Box component="li" key={name} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 0.5 }}>
              <Typography variant="body2" sx={{ flex: '1 1 260px' }}>
                <strong>{label}</strong>: theirs “{shown(theirs)}”, yours “{shown(mine)}”
              </Typography>
              <Button
                size="small"
                variant="outlined"
                color="inherit"
                aria-label={`Use theirs: ${label}`}
                onClick={() => changes.takeTheirs(name)}
              >
                Use theirs
              </Button>
              <Button size="small" color="inherit" aria-label={`Keep mine: ${label}`} onClick={() => changes.keepMine(name)}>
                Keep mine
              </Button>
            </Box>
          );
        })}
      </Box>
    </Alert>
  );
}
