import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { StatusChip } from 'shared-contracts/ui';

import { CITY_NAMES, type CityName } from '../simulation/cities';
import type { ClickMapMode } from '../simulation/clickMapMode';
import { clickMapLabel } from '../simulation/clickMapMode';
import type { LngLat } from '../simulation/geo';
import { cityCentre, parsePoint, type PointErrors } from './pointEntry';

interface ClickMapPointFormProps {
  mode: Exclude<ClickMapMode, { step: 'off' }>;
  onPoint: (at: LngLat) => void;
  onCancel: () => void;
}

/**
 * Click Map mode: the PICKUP or DROPOFF badge, what to do, and the same step without a mouse: a city (its centre)
 * or a typed latitude and longitude. Keyed by the step, so the drop-off starts with empty fields.
 */
export function ClickMapPointForm({ mode, onPoint, onCancel }: ClickMapPointFormProps) {
  const titleId = useId();
  const label = clickMapLabel(mode);
  const pickup = mode.step === 'pickup';
  const [city, setCity] = useState<CityName | ''>('');
  const [latitude, setLatitude] = useState('');
  const [longitude, setLongitude] = useState('');
  const [errors, setErrors] = useState<PointErrors>({});

  const chooseCity = (name: CityName) => {
    const [lng, lat] = cityCentre(name);
    setCity(name);
    setLatitude(String(lat));
    setLongitude(String(lng));
    setErrors({});
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = parsePoint(latitude, longitude);
    if ('errors' in result) setErrors(result.errors);
    else onPoint(result.point);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-labelledby={titleId}
      sx={{ mt: 2, p: 1.5, border: 1, borderColor: 'primary.main', borderRadius: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography id={titleId} component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
          Click Map mode
        </Typography>
        {label && <StatusChip label={label} />}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {pickup
          ? 'Click the map where the job starts (the pickup), or enter the point below.'
          : 'Now click the map where the job ends (the drop-off), or enter the point below.'}
      </Typography>
      <TextField
        select
        size="small"
        fullWidth
        label="City"
        value={city}
        onChange={(event) => chooseCity(event.target.value as CityName)}
        sx={{ mb: 1.5 }}
      >
        {CITY_NAMES.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))', gap: 1.5 }}>
        <TextField
          size="small"
          label="Latitude"
          value={latitude}
          onChange={(event) => setLatitude(event.target.value)}
          error={Boolean(errors.latitude)}
          helperText={errors.latitude}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          size="small"
          label="Longitude"
          value={longitude}
          onChange={(event) => setLongitude(event.target.value)}
          error={Boolean(errors.longitude)}
          helperText={errors.longitude}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        <Button type="submit" variant="contained" size="small">
          {pickup ? 'Set pickup' : 'Set drop-off and create the job'}
        </Button>
        <Button onClick={onCancel} size="small" color="inherit" variant="outlined">
          Cancel
        </Button>
      </Box>
    </Box>
  );
}
