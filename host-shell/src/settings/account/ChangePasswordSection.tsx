import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import { checkPasswordChange, type FieldErrors, isDataError, showToast } from 'shared-contracts/contract';
import { useChangeOwnPassword } from 'shared-contracts/data';
import { BusyButton } from 'shared-contracts/ui';

import { refusalMessage } from '../refusalMessage';
import { SettingsSection } from '../SettingsSection';
import { useFieldsForm } from '../useFieldsForm';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];
const LABELS: Record<Field, string> = {
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
};
const AUTOCOMPLETE: Record<Field, string> = {
  currentPassword: 'current-password',
  newPassword: 'new-password',
  confirmPassword: 'new-password',
};
const MISMATCH = 'The new password and its confirmation do not match';
const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };
const fieldId = (field: Field) => `own-password-${field}`;

/** Each field's refusal: the contract's checks (what every provider checks) and the confirmation, which only the form has. */
function refusalsOf(values: Record<Field, string>): FieldErrors {
  let fields: FieldErrors = {};
  try {
    checkPasswordChange(values);
  } catch (error) {
    if (!isDataError(error, 'validation')) throw error;
    fields = error.fields;
  }
  if (values.confirmPassword !== values.newPassword) fields = { ...fields, confirmPassword: { code: 'invalid_value', message: MISMATCH } };
  return fields;
}

/** Settings → Security: the signed-in person changes their own password, the current one required. */
export function ChangePasswordSection() {
  const change = useChangeOwnPassword();
  const form = useFieldsForm(FIELDS, EMPTY, fieldId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (change.busy) return;
    const refused = refusalsOf(form.values);
    if (Object.keys(refused).length > 0) return form.refuse(refused);
    try {
      await change.run({ currentPassword: form.values.currentPassword, newPassword: form.values.newPassword });
      form.reset();
      showToast({ title: 'Password changed', description: 'Your other sessions have been signed out.', variant: 'success' });
    } catch (error) {
      if (isDataError(error, 'validation')) return form.refuse(error.fields);
      showToast({ title: 'Password not changed', description: refusalMessage(error), variant: 'error' });
    }
  };

  return (
    <SettingsSection
      title="Change Password"
      icon={<LockResetOutlined />}
      description="Enter your current password, then the new one twice. Your other sessions are signed out when it changes."
    >
      <Box
        component="form"
        ref={form.formRef}
        noValidate
        onSubmit={submit}
        aria-label="Change password"
        sx={{ display: 'grid', gap: 2.5, maxWidth: 480 }}
      >
        {FIELDS.map((field) => (
          <TextField
            key={field}
            {...form.bind(field, field === 'newPassword' ? 'At least 12 characters' : undefined)}
            label={LABELS[field]}
            type="password"
            autoComplete={AUTOCOMPLETE[field]}
            required
          />
        ))}
        <Box>
          <BusyButton type="submit" variant="contained" busy={change.busy} busyLabel="Changing...">
            Change Password
          </BusyButton>
        </Box>
      </Box>
    </SettingsSection>
  );
}
