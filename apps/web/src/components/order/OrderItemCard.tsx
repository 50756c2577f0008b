import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { PartPreview } from '../PartPreview';
import type { OrderItemView as OrderItem } from '@steelcut/domain/schemas/views';
import { dimensionLines } from '../../lib/dimensions';
import { ItemAttachment } from './ItemAttachment';

function Spec({ label, value }: { label: string; value: string | number }) {
  return (
    <>
      <Box component="dt" sx={{ color: 'text.secondary' }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, fontWeight: 500 }}>
        {value}
      </Box>
    </>
  );
}

/** One ordered part: its drawing to scale, what it is made of, its dimensions and any attachment. */
export function OrderItemCard({ item, index }: { item: OrderItem; index: number }) {
  const titleId = `order-item-${item.id}`;
  return (
    <Card component="article" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', sm: 'row' } }}>
        <PartPreview slug={item.shape_slug} name={item.shape_name} dimensions={item.dimensions} size={128} />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {index + 1}. {item.shape_name}
          </Typography>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'max-content 1fr',
              columnGap: 2,
              rowGap: 0.25,
              m: 0,
              mt: 1,
              typography: 'body2',
            }}
          >
            <Spec label="Material" value={item.material_name} />
            <Spec label="Thickness" value={`${item.thickness} mm`} />
            {item.finish && <Spec label="Finish" value={item.finish} />}
            <Spec label="Quantity" value={item.quantity} />
            {dimensionLines(item.shape_slug, item.dimensions).map((line) => (
              <Spec key={line.key} label={line.label} value={line.value} />
            ))}
          </Box>
        </Box>
        {item.image_path && (
          <Box sx={{ flexShrink: 0 }}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              Attachment
            </Typography>
            <ItemAttachment path={item.image_path} name={item.shape_name} />
          </Box>
        )}
      </Box>
    </Card>
  );
}
