import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/** One on/off setting: its name labels the switch, its description describes it. */
export function SettingSwitch({
  label,
  description,
  checked,
  onChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, py: 1.5 }}>
      <Box>
        <Typography id={labelId} component="span" sx={{ display: 'block', fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography id={descriptionId} component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {description}
        </Typography>
      </Box>
      <Switch
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        slotProps={{ input: { 'aria-labelledby': labelId, 'aria-describedby': descriptionId } }}
      />
    </Box>
  );
}
