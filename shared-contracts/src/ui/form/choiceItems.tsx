import MenuItem from '@mui/material/MenuItem';

/**
 * The options of a select field, each its own value, shown as `label` says (as stored unless given).
 *
 * @example <TextField select {...field('type')}>{choiceItems(WAREHOUSE_TYPES)}</TextField>
 */
export function choiceItems(options: readonly string[], label: (option: string) => string = (option) => option) {
  return options.map((option) => (
    <MenuItem key={option} value={option}>
      {label(option)}
    </MenuItem>
  ));
}
