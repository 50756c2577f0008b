import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { INDIAN_STATES } from '@steelcut/domain/india';
import { COMPANY_MAX, CreateQuotationBodySchema, type CreateQuotationBody } from '@steelcut/domain/schemas/quotation';
import { QUOTATION_LABELS } from '../../../lib/quotations/labels';

type Props = {
  open: boolean;
  /** The state to start from: the customer's last quotation's, if any. */
  initialState: string;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (body: CreateQuotationBody) => void;
};

type Errors = Partial<Record<'state' | 'company', string>>;

/** Where the goods go (GST depends on it) and the company to print, before the quotation is made. */
export function QuotationDialog({ open, initialState, pending, onCancel, onSubmit }: Props) {
  // Until the customer picks one, the state offered is the last quotation's.
  const [picked, setState] = useState<string | null>(null);
  const state = picked ?? initialState;
  const [company, setCompany] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreateQuotationBodySchema.safeParse({ state, company: company || undefined });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Errors] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    onSubmit(parsed.data);
  };

  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onCancel}
      aria-labelledby="quotation-dialog-title"
      aria-describedby="quotation-dialog-text"
      fullWidth
      maxWidth="xs"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="quotation-dialog-title">{QUOTATION_LABELS.dialogTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText id="quotation-dialog-text" sx={{ mb: 2 }}>
            {QUOTATION_LABELS.dialogText}
          </DialogContentText>
          <Stack spacing={2}>
            <TextField
              label={QUOTATION_LABELS.state}
              value={state}
              onChange={(event) => setState(event.target.value)}
              error={Boolean(errors.state)}
              helperText={errors.state}
              select
              required
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              fullWidth
            >
              <option value="">{QUOTATION_LABELS.chooseState}</option>
              {INDIAN_STATES.map((option) => (
                <option key={option.code} value={option.name}>
                  {option.name}
                </option>
              ))}
            </TextField>
            <TextField
              label={QUOTATION_LABELS.company}
              value={company}
              onChange={(event) => setCompany(event.target.value)}
              error={Boolean(errors.company)}
              helperText={errors.company ?? QUOTATION_LABELS.companyHint}
              autoComplete="organization"
              slotProps={{ htmlInput: { maxLength: COMPANY_MAX + 5 } }}
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={pending}>
            {QUOTATION_LABELS.cancel}
          </Button>
          <Button type="submit" variant="contained" loading={pending}>
            {QUOTATION_LABELS.downloadNow}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
