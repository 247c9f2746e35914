import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { routes, showToast } from 'shared-contracts/contract';
import { BusyButton, Navigate, useLocation, useNavigate } from 'shared-contracts/ui';

import { type SignInResult, useAdminAuth, useAuthStatus } from './adminAuth';

type Field = 'email' | 'password';
const REQUIRED_MESSAGE: Record<Field, string> = {
  email: 'Email is required',
  password: 'Password is required',
};

type Refusal = Extract<SignInResult, { ok: false }>;

/** The toast for a refused sign-in; the words of a wrong password are the specification's. */
const REFUSALS: Record<Refusal['reason'], (refusal: Refusal) => { title: string; description: string }> = {
  invalid: () => ({ title: 'Invalid credentials.', description: 'Check your email and password and try again.' }),
  slowed: ({ retryAfterSeconds }) => ({
    title: 'Too many sign-in attempts',
    description: retryAfterSeconds ? `Try again in ${retryAfterSeconds} seconds.` : 'Try again in a minute.',
  }),
  unavailable: () => ({ title: 'Sign-in failed', description: 'The server could not be reached. Try again in a moment.' }),
};

/** Where to go after signing in: the admin page first asked for, else the dashboard. */
function destinationFrom(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/admin') && !from.startsWith(routes.admin.login) ? from : routes.admin.dashboard;
}

export function LoginPage() {
  const auth = useAdminAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const authenticated = useAuthStatus() === 'signed-in';
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  if (authenticated && !busy) return <Navigate to={destinationFrom(location.state)} replace />;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const missing: Partial<Record<Field, string>> = {};
    if (!email.trim()) missing.email = REQUIRED_MESSAGE.email;
    if (!password) missing.password = REQUIRED_MESSAGE.password;
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    try {
      const result = await auth.signIn(email, password);
      if (result.ok) {
        showToast({ title: 'Login successful', variant: 'success' });
        navigate(destinationFrom(location.state), { replace: true });
      } else {
        showToast({ ...REFUSALS[result.reason](result), variant: 'error' });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ p: 4 }}>
          <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit} aria-labelledby="login-title">
            <Stack spacing={1} sx={{ alignItems: 'center' }}>
              <LockOutlined color="primary" aria-hidden />
              <Typography id="login-title" component="h1" variant="h5" sx={{ fontWeight: 700 }}>
                Admin Portal
              </Typography>
              <Typography color="text.secondary" variant="body2">
                Sign in to manage jobs, fleet and invoices
              </Typography>
            </Stack>
            <TextField
              label="Email"
              type="email"
              autoComplete="username"
              required
              autoFocus
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={Boolean(errors.email)}
              helperText={errors.email}
            />
            <TextField
              label="Password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={Boolean(errors.password)}
              helperText={errors.password}
            />
            <BusyButton type="submit" variant="contained" size="large" busy={busy} busyLabel="Signing in...">
              Sign In
            </BusyButton>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
