import BoltOutlined from '@mui/icons-material/BoltOutlined';
import Chip from '@mui/material/Chip';
import type { LeadTimeTier } from '@steelcut/domain/schemas/lead-times';
import { TIER_NAMES } from '@steelcut/domain/schemas/lead-times';

/** Marks an express order so it stands out in the lists; nothing for a standard one. */
export function ExpressChip({ tier }: { tier: LeadTimeTier }) {
  if (tier !== 'express') return null;
  return (
    <Chip
      size="small"
      color="error"
      icon={<BoltOutlined aria-hidden />}
      label={TIER_NAMES.express}
      data-tier="express"
      sx={{ fontWeight: 600, ml: 1 }}
    />
  );
}
