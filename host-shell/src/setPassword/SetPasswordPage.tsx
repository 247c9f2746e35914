import KeyOutlined from '@mui/icons-material/KeyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { checkPasswordFromLink, type FieldErrors, isDataError, routes, showToast } from 'shared-contracts/contract';
import { DataLayerProvider, useSetPasswordFromLink } from 'shared-contracts/data';
import { BusyButton, Link as RouterLink, useNavigate, useSearchParams } from 'shared-contracts/ui';

import { usePortalConfig } from '../config/PortalConfigContext';
import { portalProvider } from '../data/portalProvider';
import { useFieldsForm } from '../settings/useFieldsForm';
import { tokenOf } from './setPasswordLink';

const FIELDS = ['password', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { password: '', confirmPassword: '' };
const MISMATCH = 'The password and its confirmation do not match';
const fieldId = (field: Field) => `set-password-${field}`;

/** Each field's refusal (the contract's checks, and the confirmation only the form has), and the link's own. */
function refusalsOf(token: string, { password, confirmPassword }: Record<Field, string>): FieldErrors {
  let fields: FieldErrors = {};
  try {
    checkPasswordFromLink({ token, password });
  } catch (error) {
    if (!isDataError(error, 'validation')) throw error;
    fields = error.fields;
  }
  if (confirmPassword !== password) fields = { ...fields, confirmPassword: { code: 'invalid_value', message: MISMATCH } };
  return fields;
}

function SetPasswordForm() {
  const [params] = useSearchParams();
  const token = tokenOf(params);
  const navigate = useNavigate();
  const setPassword = useSetPasswordFromLink();
  const form = useFieldsForm(FIELDS, EMPTY, fieldId);
  const [linkRefused, setLinkRefused] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (setPassword.busy) return;
    const refused = refusalsOf(token, form.values);
    if (refused.token) return setLinkRefused(refused.token.message);
    if (Object.keys(refused).length > 0) return form.refuse(refused);
    try {
      await setPassword.run({ token, password: form.values.password });
      showToast({ title: 'Password set', description: 'Sign in with your e-mail and your new password.', variant: 'success' });
      navigate(routes.admin.login, { replace: true });
    } catch (error) {
      if (isDataError(error, 'validation') && error.fields.token) setLinkRefused(error.fields.token.message);
      else if (isDataError(error, 'validation')) form.refuse(error.fields);
      else
        showToast({ title: 'Password not set', description: 'The server could not be reached. Try again in a moment.', variant: 'error' });
    }
  };

  return (
    <Stack component="form" ref={form.formRef} noValidate spacing={2.5} onSubmit={submit} aria-labelledby="set-password-title">
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <KeyOutlined color="primary" aria-hidden />
        <Typography id="set-password-title" component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          Set Your Password
        </Typography>
        <Typography color="text.secondary" variant="body2">
          Choose the password you will sign in to the Admin Portal with: at least 12 characters.
        </Typography>
      </Stack>
      {(linkRefused || !token) && (
        <Alert severity="error">
          {linkRefused ?? 'This link is incomplete: open the whole link you were given'}. Ask an administrator for a new link.
        </Alert>
      )}
      <TextField
        {...form.bind('password', 'At least 12 characters')}
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        autoFocus
      />
      <TextField {...form.bind('confirmPassword')} label="Confirm new password" type="password" autoComplete="new-password" required />
      <BusyButton type="submit" variant="contained" size="large" busy={setPassword.busy} busyLabel="Setting password...">
        Set Password
      </BusyButton>
      <Button component={RouterLink} to={routes.admin.login} variant="text">
        Go to Sign In
      </Button>
    </Stack>
  );
}

/**
 * The page a set-password link opens (an invitation's or a reset's), outside the signed-in portal: a new password,
 * twice, set once through the data provider; then the sign-in. A used, expired or replaced link says so.
 */
export function SetPasswordPage() {
  const { provider } = usePortalConfig();
  // No session here: a refusal for want of one would only come from a wrong deployment, and is shown as any other.
  const [data] = useState(() => portalProvider(provider, () => {}));
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
      <Card sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent sx={{ p: 4 }}>
          <DataLayerProvider provider={data}>
            <SetPasswordForm />
          </DataLayerProvider>
        </CardContent>
      </Card>
    </Box>
  );
}
