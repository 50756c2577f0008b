import Typography from '@mui/material/Typography';
import { FieldGrid, SettingsSection } from '../../shared/components/SettingsSection';
import { SHOP_LABELS } from '../lib/shop-labels';
import { codeInput, ShopTextField } from './ShopTextField';

const PREFIXES = ['order', 'quotation', 'invoice'] as const;

/** What leads the shop's order, quotation and invoice numbers; a change gives new numbers only. */
export function NumberingSection() {
  return (
    <SettingsSection title={SHOP_LABELS.numbering}>
      <Typography variant="body2" color="text.secondary">
        {SHOP_LABELS.numberingHint}
      </Typography>
      <FieldGrid columns={{ sm: '1fr 1fr 1fr' }}>
        {PREFIXES.map((kind) => (
          <ShopTextField
            key={kind}
            name={`numberPrefixes.${kind}`}
            label={SHOP_LABELS.prefix[kind]}
            slotProps={codeInput(4)}
          />
        ))}
      </FieldGrid>
    </SettingsSection>
  );
}
