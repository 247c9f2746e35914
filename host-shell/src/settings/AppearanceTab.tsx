import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import SettingsBrightnessOutlined from '@mui/icons-material/SettingsBrightnessOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { type ReactNode, useId } from 'react';

import { COLOUR_SWATCHES, THEME_OPTIONS } from './appearanceOptions';
import { type AppearanceSettings, COLOUR_SCHEMES, type ThemePreference } from './settingsModel';
import { SettingsSection } from './SettingsSection';
import { SettingSwitch } from './SettingSwitch';

const THEME_ICONS: Record<ThemePreference, ReactNode> = {
  light: <LightModeOutlined fontSize="small" />,
  dark: <DarkModeOutlined fontSize="small" />,
  auto: <SettingsBrightnessOutlined fontSize="small" />,
};

function IconLabel({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {icon}
      {text}
    </Box>
  );
}

export function AppearanceTab({
  appearance,
  onChange,
}: {
  appearance: AppearanceSettings;
  onChange: (patch: Partial<AppearanceSettings>) => void;
}) {
  const themeLabelId = useId();
  const themeHintId = useId();
  const schemeLabelId = useId();
  return (
    <SettingsSection title="Appearance" icon={<PaletteOutlined />} description="How the portal looks">
      <FormControl component="fieldset" sx={{ display: 'block' }}>
        <FormLabel id={themeLabelId} component="legend">
          Theme
        </FormLabel>
        <RadioGroup
          row
          aria-labelledby={themeLabelId}
          aria-describedby={themeHintId}
          name="settings-theme"
          value={appearance.theme}
          onChange={(event) => onChange({ theme: event.target.value as ThemePreference })}
        >
          {THEME_OPTIONS.map(({ value, label }) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={<IconLabel icon={THEME_ICONS[value]} text={label} />} />
          ))}
        </RadioGroup>
        <FormHelperText id={themeHintId} sx={{ mx: 0 }}>
          Auto follows your device&apos;s light or dark setting.
        </FormHelperText>
      </FormControl>
      <FormControl component="fieldset" sx={{ display: 'block', mt: 3 }}>
        <FormLabel id={schemeLabelId} component="legend">
          Colour Scheme
        </FormLabel>
        <RadioGroup
          row
          aria-labelledby={schemeLabelId}
          name="settings-colour-scheme"
          value={appearance.colourScheme}
          onChange={(event) => onChange({ colourScheme: event.target.value })}
        >
          {COLOUR_SCHEMES.map((scheme) => (
            <FormControlLabel
              key={scheme}
              value={scheme}
              control={<Radio />}
              label={
                <IconLabel
                  icon={
                    <Box
                      component="span"
                      aria-hidden
                      sx={{
                        width: 16,
                        height: 16,
                        borderRadius: '50%',
                        bgcolor: COLOUR_SWATCHES[scheme],
                        border: 1,
                        borderColor: 'divider',
                      }}
                    />
                  }
                  text={scheme}
                />
              }
            />
          ))}
        </RadioGroup>
      </FormControl>
      <Divider sx={{ mt: 3 }} />
      <SettingSwitch
        label="Compact Mode"
        description="Tighter spacing so more fits on screen"
        checked={appearance.compactMode}
        onChange={(compactMode) => onChange({ compactMode })}
      />
      <Divider />
      <SettingSwitch
        label="Enable Animations"
        description="Smooth transitions between screens and states"
        checked={appearance.animations}
        onChange={(animations) => onChange({ animations })}
      />
    </SettingsSection>
  );
}
