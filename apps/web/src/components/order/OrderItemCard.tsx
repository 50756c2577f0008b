import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { plateOf } from '@steelcut/domain/part-wire';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { CHAT_MSG } from '@steelcut/domain/schemas/chat';
import type { OrderItemView as OrderItem, OrderView } from '@steelcut/domain/schemas/views';
import { dimensionLines } from '../../lib/dimensions';
import { downloadItemAttachment, downloadItemDxf } from '../../lib/order-downloads';
import { DownloadButton } from '../DownloadButton';
import { Fact, FactGrid } from '../FactGrid';
import { DrawingPreview } from '../DrawingPreview';
import { PartPreview } from '../PartPreview';
import { ItemAttachment } from './ItemAttachment';
import { itemMeasureFacts } from './item-measures';
import { ORDER_ITEM_LABELS } from './labels';

function Spec({ label, value }: { label: string; value: string | number }) {
  return (
    <Fact label={label} strong>
      {value}
    </Fact>
  );
}

type Props = { order: Pick<OrderView, 'id' | 'Order_No'>; item: OrderItem; index: number };

/** One ordered part: its drawing to scale, material, dimensions and weight, its DXF and any attachment. */
export function OrderItemCard({ order, item, index }: Props) {
  const titleId = `order-item-${item.id}`;
  const title = `${index + 1}. ${item.shape_name}`;
  const position = index + 1;
  return (
    <Card component="article" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', sm: 'row' } }}>
        {item.drawing ? (
          <Box sx={{ width: 128, height: 128, flexShrink: 0, bgcolor: 'background.default', borderRadius: 1, p: 1 }}>
            <DrawingPreview drawing={item.drawing} label={ORDER_ITEM_LABELS.drawingOf(item.drawing.name)} />
          </Box>
        ) : (
          <PartPreview slug={item.shape_slug} name={item.shape_name} dimensions={item.dimensions} size={128} />
        )}
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          <FactGrid sx={{ rowGap: 0.25, mt: 1, typography: 'body2' }}>
            <Spec label="Material" value={plateOf(item).material} />
            <Spec label="Thickness" value={`${plateOf(item).thicknessMm} mm`} />
            {item.finish && <Spec label="Finish" value={item.finish} />}
            <Spec label="Quantity" value={item.quantity} />
            {dimensionLines(item.shape_slug, item.dimensions).map((line) => (
              <Spec key={line.key} label={line.label} value={line.value} />
            ))}
            {itemMeasureFacts(item).map((fact) => (
              <Spec key={fact.label} label={fact.label} value={fact.value} />
            ))}
          </FactGrid>
          <DownloadButton
            size="small"
            startIcon={<DownloadOutlined />}
            aria-describedby={titleId}
            download={() => downloadItemDxf(order, item, position)}
            failMessage={CHAT_MSG.downloadFailed}
            sx={{ mt: 1.5 }}
          >
            {ORDER_ITEM_LABELS.downloadDxf}
          </DownloadButton>
        </Box>
        {item.image_path && (
          <Box sx={{ flexShrink: 0, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {ORDER_ITEM_LABELS.attachment}
            </Typography>
            <ItemAttachment path={item.image_path} name={item.shape_name} />
            <DownloadButton
              size="small"
              startIcon={<DownloadOutlined />}
              aria-label={ORDER_ITEM_LABELS.downloadAttachmentOf(title)}
              download={() => downloadItemAttachment(order, item.image_path!, position)}
              failMessage={CHAT_MSG.downloadFailed}
            >
              {ORDER_ITEM_LABELS.download}
            </DownloadButton>
          </Box>
        )}
      </Box>
    </Card>
  );
}
