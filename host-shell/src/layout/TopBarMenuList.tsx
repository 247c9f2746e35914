import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'shared-contracts/ui';

/** A menu entry: a link to a route, or an action. */
export type TopBarMenuEntry = { label: string; to: string } | { label: string; onSelect: () => void };

interface Props {
  id: string;
  anchor: HTMLElement | null;
  entries: readonly TopBarMenuEntry[];
  onClose: () => void;
}

/** The open menu of a top bar button; its own chunk, loaded on first use. */
export default function TopBarMenuList({ id, anchor, entries, onClose }: Props) {
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {entries.map((entry) =>
        'to' in entry ? (
          <MenuItem key={entry.label} component={RouterLink} to={entry.to} onClick={onClose}>
            {entry.label}
          </MenuItem>
        ) : (
          <MenuItem
            key={entry.label}
            onClick={() => {
              onClose();
              entry.onSelect();
            }}
          >
            {entry.label}
          </MenuItem>
        ),
      )}
    </Menu>
  );
}
