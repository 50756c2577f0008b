import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { BILLING_MSG, PAYMENT_STATUSES } from '@steelcut/domain/schemas/billing';
import { ORDER_STATUSES } from '@steelcut/domain/schemas/order';
import { BILLING_LABELS } from '../../../../lib/billing/labels';
import type { AdminListSort } from '@steelcut/domain/schemas/views';
import type { PaymentFilter, StatusFilter } from '../api/get-orders-table';
import { ADMIN_ORDER_LABELS } from '../lib/order-labels';

// SPEC section 9.
export const SEARCH_DEBOUNCE_MS = 300;

type Props = {
  searchLabel: string;
  search: string;
  /** Left out on screens without a status filter. */
  status?: StatusFilter;
  onSearch: (text: string) => void;
  onStatus?: (status: StatusFilter) => void;
  payment: PaymentFilter;
  onPayment: (payment: PaymentFilter) => void;
  /** Left out on screens without a choice of order. */
  sort?: AdminListSort;
  onSort?: (sort: AdminListSort) => void;
  onClear: () => void;
  /** Placed after the filters, at the far end of the row (the CSV export). */
  endAction?: ReactNode;
};

// The default first.
const SORT_CHOICES: readonly AdminListSort[] = ['dispatch', 'newest'];

// Side by side on a phone (two fit in 328 px), their own width from tablets up.
const filterSx = { minWidth: 150, flex: { xs: '1 1 150px', sm: '0 0 auto' } } as const;

/** One of the toolbar's filters: a small select of `choices`, each shown by `labelOf`. */
function FilterSelect<T extends string>(props: {
  label: string;
  value: T;
  choices: readonly T[];
  labelOf: (value: T) => string;
  onChange: (value: T) => void;
}) {
  const { label, value, choices, labelOf, onChange } = props;
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as T)}
      size="small"
      margin="none"
      fullWidth={false}
      sx={filterSx}
    >
      {choices.map((choice) => (
        <MenuItem key={choice} value={choice}>
          {labelOf(choice)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Search applies 300 ms after the last keystroke, or at once on submit. */
export function OrdersTableToolbar(props: Props) {
  const { searchLabel, search, status, payment, sort, onSearch, onStatus, onPayment, onSort, onClear, endAction } =
    props;
  const [text, setText] = useState(search);
  // What this box last applied, and the applied search last rendered: a change that is not ours
  // (back/forward, the menu link) must replace the text.
  const [applied, setApplied] = useState(search);
  const [seen, setSeen] = useState(search);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (search !== seen) {
    setSeen(search);
    if (search !== applied) {
      setApplied(search);
      setText(search);
    }
  }

  const apply = (value: string) => {
    clearTimeout(timer.current);
    setApplied(value.trim());
    onSearch(value.trim());
  };
  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => apply(next), SEARCH_DEBOUNCE_MS);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(text);
  };
  const clear = () => {
    clearTimeout(timer.current);
    setApplied('');
    setText('');
    onClear();
  };
  const active = text !== '' || search !== '' || (status !== undefined && status !== 'All') || payment !== 'All';

  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}
    >
      <TextField
        label={searchLabel}
        placeholder="Order no, name, e-mail or phone"
        value={text}
        onChange={(event) => change(event.target.value)}
        size="small"
        margin="none"
        sx={{ flex: '1 1 240px', maxWidth: { sm: 360 } }}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
        Search
      </Button>
      {status !== undefined && onStatus && (
        <FilterSelect
          label="Status"
          value={status}
          choices={['All', ...ORDER_STATUSES] as const}
          labelOf={(value) => value}
          onChange={onStatus}
        />
      )}
      <FilterSelect
        label={BILLING_LABELS.payment}
        value={payment}
        choices={['All', ...PAYMENT_STATUSES] as const}
        labelOf={(value) => (value === 'All' ? 'All' : BILLING_MSG.statusLabel[value])}
        onChange={onPayment}
      />
      {sort !== undefined && onSort && (
        <FilterSelect
          label={ADMIN_ORDER_LABELS.sort}
          value={sort}
          choices={SORT_CHOICES}
          labelOf={(value) => ADMIN_ORDER_LABELS.sorts[value]}
          onChange={onSort}
        />
      )}
      {active && <Button onClick={clear}>Clear</Button>}
      {endAction && <Box sx={{ ml: 'auto' }}>{endAction}</Box>}
    </Box>
  );
}
