import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { useMayOpen, usePaletteRecords } from 'shared-contracts/data';
import { useNavigate } from 'shared-contracts/ui';

import { paletteResults, RECORD_QUERY_MIN_LENGTH } from './paletteResults';

interface Props {
  open: boolean;
  onClose: () => void;
}

const PALETTE_LIST_MAX_HEIGHT = 300;

/** Ctrl/Cmd+K: jump to a screen, start a quick action, or open a record by id or name. */
export function CommandPalette({ open, onClose }: Props) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { 'aria-label': 'Command palette' } }}
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start', pt: '12vh' } }}
    >
      {open && <PaletteBody onClose={onClose} />}
    </Dialog>
  );
}

function PaletteBody({ onClose }: Omit<Props, 'open'>) {
  const navigate = useNavigate();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const records = usePaletteRecords(query.trim().length >= RECORD_QUERY_MIN_LENGTH ? query : '');
  const mayOpen = useMayOpen();
  const groups = useMemo(() => paletteResults(query, records.groups, mayOpen), [query, records.groups, mayOpen]);
  const flat = groups.flatMap((group) => group.commands);
  const active = Math.min(activeIndex, Math.max(flat.length - 1, 0));
  const optionId = (index: number) => `${listId}-option-${index}`;

  const choose = (index: number) => {
    const command = flat[index];
    if (!command) return;
    onClose();
    navigate(command.route);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };
    if (event.key in moves && flat.length > 0) {
      event.preventDefault();
      setActiveIndex((active + moves[event.key] + flat.length) % flat.length);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      setActiveIndex(event.key === 'Home' ? 0 : flat.length - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(active);
    }
  };

  let index = -1;
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <SearchIcon color="action" aria-hidden />
        <InputBase
          autoFocus
          fullWidth
          placeholder="Type a command or search..."
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActiveIndex(0);
          }}
          onKeyDown={onKeyDown}
          inputProps={{
            role: 'combobox',
            'aria-label': 'Type a command or search',
            'aria-expanded': true,
            'aria-controls': listId,
            'aria-autocomplete': 'list',
            'aria-activedescendant': flat.length > 0 ? optionId(active) : undefined,
          }}
        />
      </Box>
      <Box id={listId} role="listbox" aria-label="Commands" sx={{ maxHeight: PALETTE_LIST_MAX_HEIGHT, overflowY: 'auto', py: 1 }}>
        {flat.length === 0 && (
          <Typography sx={{ py: 4, textAlign: 'center' }} color="text.secondary">
            No results found.
          </Typography>
        )}
        {groups.map((group) => (
          <Box key={group.heading} role="group" aria-label={group.heading}>
            <Typography variant="caption" color="text.secondary" sx={{ px: 2, py: 0.5, display: 'block', fontWeight: 600 }} aria-hidden>
              {group.heading}
            </Typography>
            {group.commands.map((command) => {
              index += 1;
              const position = index;
              const selected = position === active;
              return (
                <Box
                  key={`${group.heading}:${command.route}`}
                  id={optionId(position)}
                  role="option"
                  aria-selected={selected}
                  ref={(node: HTMLElement | null) => {
                    if (selected) node?.scrollIntoView?.({ block: 'nearest' });
                  }}
                  onMouseMove={() => setActiveIndex(position)}
                  onClick={() => choose(position)}
                  sx={{ px: 2, py: 1, mx: 1, borderRadius: 1, cursor: 'pointer', bgcolor: selected ? 'action.selected' : undefined }}
                >
                  <Typography variant="body2">{command.title}</Typography>
                  {command.detail && (
                    <Typography variant="caption" color="text.secondary">
                      {command.detail}
                    </Typography>
                  )}
                </Box>
              );
            })}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
