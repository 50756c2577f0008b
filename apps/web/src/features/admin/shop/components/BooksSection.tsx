import Typography from '@mui/material/Typography';
import { FieldGrid, SettingsSection } from '../../shared/components/SettingsSection';
import { SHOP_LABELS } from '../lib/shop-labels';
import { ShopTextField } from './ShopTextField';

const LEDGERS = ['sales', 'cgst', 'sgst', 'igst'] as const;

/** The Tally ledgers the month's vouchers post to (GST returns page), as the owner's books name them. */
export function BooksSection() {
  return (
    <SettingsSection title={SHOP_LABELS.books}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {SHOP_LABELS.booksHint}
      </Typography>
      <FieldGrid>
        {LEDGERS.map((ledger) => (
          <ShopTextField key={ledger} name={`books.${ledger}`} label={SHOP_LABELS.ledgers[ledger]} />
        ))}
      </FieldGrid>
    </SettingsSection>
  );
}
