import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import Chip from '@mui/material/Chip';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import type { Address } from '../api/types';
import { addressLines } from '@steelcut/domain/address-lines';

type Props = {
  address: Address;
  selected: boolean;
  busy: boolean;
  onSelect: () => void;
  onMakeDefault: () => void;
  onEdit: () => void;
  onDelete: () => void;
};

/** A saved address: the whole card selects it; the radio inside makes it keyboard-reachable. */
export function AddressCard({ address, selected, busy, onSelect, onMakeDefault, onEdit, onDelete }: Props) {
  const isDefault = address.is_default === 1;
  const labelId = `address-${address.id}-label`;
  return (
    <Card
      onClick={onSelect}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        cursor: 'pointer',
        borderWidth: 2,
        borderColor: selected ? 'primary.main' : 'divider',
        bgcolor: selected ? 'rgba(31, 58, 86, 0.04)' : 'background.paper',
        transition: 'border-color 120ms',
        '&:hover': { borderColor: selected ? 'primary.main' : 'primary.light' },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, p: 2, pb: 1, flexGrow: 1 }}>
        <Radio
          checked={selected}
          onChange={onSelect}
          value={address.id}
          name="deliveryAddress"
          slotProps={{ input: { 'aria-labelledby': labelId } }}
          sx={{ mt: -1, ml: -1 }}
        />
        <Box id={labelId} sx={{ minWidth: 0 }}>
          {addressLines(address).map((line, index) => (
            <Typography
              key={index}
              variant="body2"
              sx={{ overflowWrap: 'anywhere', fontWeight: index === 0 ? 600 : 400 }}
            >
              {line}
            </Typography>
          ))}
        </Box>
        {isDefault && <Chip label="Default" size="small" color="primary" variant="outlined" sx={{ ml: 'auto' }} />}
      </Box>
      <CardActions sx={{ px: 2, pb: 1.5, pt: 0, gap: 1 }} onClick={(event) => event.stopPropagation()}>
        {!isDefault && (
          <Button size="small" onClick={onMakeDefault} disabled={busy}>
            Set as default
          </Button>
        )}
        <Button size="small" onClick={onEdit} disabled={busy} aria-label={`Edit address ${address.address_line1}`}>
          Edit
        </Button>
        <Button
          size="small"
          color="error"
          // error.main is 4.3:1 on a selected card's tint; the darker shade clears 4.5:1.
          sx={{ color: 'error.dark' }}
          onClick={onDelete}
          disabled={busy}
          aria-label={`Delete address ${address.address_line1}`}
        >
          Delete
        </Button>
      </CardActions>
    </Card>
  );
}
