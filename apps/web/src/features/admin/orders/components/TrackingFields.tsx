import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { couriersOf } from '@steelcut/domain/schemas/shop';
import { DEFAULT_COURIERS, TRACKING_NUMBER_MAX } from '@steelcut/domain/schemas/tracking';
import { useShop } from '../../../../lib/shop';

export type TrackingDraft = { courier: string; trackingNumber: string };
type Props = {
  value: TrackingDraft;
  errors: Partial<Record<keyof TrackingDraft, string>>;
  onChange: (value: TrackingDraft) => void;
};

/** The courier (one of the shop's list, or any name typed) and the tracking number; both may stay empty. */
export function TrackingFields({ value, errors, onChange }: Props) {
  const shop = useShop();
  const names = (shop.data ? couriersOf(shop.data) : DEFAULT_COURIERS).map((courier) => courier.name);
  return (
    <>
      <Autocomplete
        freeSolo
        options={names}
        inputValue={value.courier}
        onInputChange={(_event, courier) => onChange({ ...value, courier })}
        sx={{ minWidth: 200 }}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Courier"
            size="small"
            error={Boolean(errors.courier)}
            helperText={errors.courier}
          />
        )}
      />
      <TextField
        label="Tracking number"
        size="small"
        value={value.trackingNumber}
        onChange={(event) => onChange({ ...value, trackingNumber: event.target.value })}
        error={Boolean(errors.trackingNumber)}
        helperText={errors.trackingNumber}
        slotProps={{ htmlInput: { maxLength: TRACKING_NUMBER_MAX + 5 } }}
      />
    </>
  );
}
