import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { DeliverySection } from './DeliverySection';
import { FinishesSection } from './FinishesSection';
import { PartLimitsSection } from './PartLimitsSection';
import { StockSection } from './StockSection';

/**
 * The stock, finishes and delivery part of the shop settings form: it edits those fields of a
 * react-hook-form form of ShopSettings values (useFormContext), amounts typed in rupees and kept
 * in paise, so the form submits what ShopSettingsSchema takes.
 */
export function ShopStockAndDeliveryFields() {
  return (
    <Stack spacing={3} divider={<Divider flexItem />}>
      <StockSection />
      <FinishesSection />
      <PartLimitsSection />
      <DeliverySection />
    </Stack>
  );
}
