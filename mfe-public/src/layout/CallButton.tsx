import PhoneIcon from '@mui/icons-material/Phone';
import Button, { type ButtonProps } from '@mui/material/Button';
import { COMPANY } from 'shared-contracts/domain';

/** "Call 020 …": a tel: link styled as a button; `inverse` on dark backgrounds. */
export function CallButton({ inverse = false, size = 'large' }: { inverse?: boolean; size?: ButtonProps['size'] }) {
  return (
    <Button
      component="a"
      href={COMPANY.phoneHref}
      size={size}
      variant="outlined"
      startIcon={<PhoneIcon />}
      sx={inverse ? { color: 'common.white', borderColor: 'rgba(255,255,255,0.7)', '&:hover': { borderColor: 'common.white' } } : undefined}
    >
      Call {COMPANY.phone}
    </Button>
  );
}
