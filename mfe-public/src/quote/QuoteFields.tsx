import Grid from '@mui/material/Grid';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { memo } from 'react';
import { formatCount } from 'shared-contracts/domain';

import { QUOTE_REQUIRED_FIELDS, QUOTE_SERVICE_TYPES, type QuoteServiceType } from './quoteRequest';
import { QUOTE_DETAILS_MAX_LENGTH, QUOTE_FIELD_LABELS, type QuoteField } from './quoteRequest';
import type { QuoteForm } from './useQuoteForm';

interface QuoteFieldsProps {
  form: QuoteForm;
  today: string;
  registerInput: (field: QuoteField, node: HTMLElement | null) => void;
}

/**
 * A multi-line field of a fixed height: a plain textarea, which the visitor can resize. MUI's growing one
 * (TextareaAutosize) measures itself with forced layouts of the whole page on every render, and the
 * dialog is drawn out of sight while the page is still busy becoming live.
 */
const textArea = (rows: number): TextFieldProps => ({ multiline: true, rows, slotProps: { input: { inputComponent: 'textarea' } } });

const HINTS: Partial<Record<QuoteField, string>> = {
  collectionAddress: 'Include the postcode, floor and any access notes',
  deliveryAddress: 'Include the postcode, floor and any access notes',
  details: 'Items, sizes, values, stairs or lifts, deadlines',
};

/** The eight fields of the quote request, each showing its own error. */
export const QuoteFields = memo(function QuoteFields({ form, today, registerInput }: QuoteFieldsProps) {
  const { values, shownErrors, setField, leaveField } = form;

  const fieldProps = (field: QuoteField, extra: TextFieldProps = {}): TextFieldProps => {
    const error = shownErrors[field];
    return {
      id: `quote-${field}`,
      name: field,
      label: QUOTE_FIELD_LABELS[field],
      value: values[field],
      required: (QUOTE_REQUIRED_FIELDS as readonly QuoteField[]).includes(field),
      error: Boolean(error),
      helperText: error ?? HINTS[field] ?? ' ',
      fullWidth: true,
      inputRef: (node: HTMLElement | null) => registerInput(field, node),
      onChange: (event) => setField(field, event.target.value as never),
      onBlur: () => leaveField(field),
      ...extra,
    };
  };

  return (
    <Grid container columnSpacing={2} rowSpacing={0.5}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField {...fieldProps('fullName', { autoComplete: 'name' })} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField {...fieldProps('email', { type: 'email', autoComplete: 'email' })} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField {...fieldProps('phone', { type: 'tel', autoComplete: 'tel' })} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...fieldProps('serviceType', {
            select: true,
            slotProps: { select: { native: true }, inputLabel: { shrink: true } },
            onChange: (event) => setField('serviceType', event.target.value as QuoteServiceType | ''),
          })}
        >
          <option value="">Select a service</option>
          {QUOTE_SERVICE_TYPES.map((type) => (
            <option key={type.value} value={type.value}>
              {type.label}
            </option>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField {...fieldProps('collectionAddress', textArea(2))} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField {...fieldProps('deliveryAddress', textArea(2))} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...fieldProps('preferredDate', {
            type: 'date',
            slotProps: { inputLabel: { shrink: true }, htmlInput: { min: today } },
          })}
        />
      </Grid>
      <Grid size={12}>
        <TextField
          {...fieldProps('details', {
            ...textArea(3),
            helperText:
              shownErrors.details ?? `${HINTS.details} (${formatCount(values.details.length)}/${formatCount(QUOTE_DETAILS_MAX_LENGTH)})`,
          })}
        />
      </Grid>
    </Grid>
  );
});
