import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { ReturnDocumentView } from '@steelcut/domain/schemas/returns';
import { paths } from '../../../../config/paths';
import { KIND_LABELS, RETURNS_LABELS } from '../lib/returns-labels';

/** The document's kind, number and (a credit note's) invoice. */
export function DocumentName({ doc }: { doc: ReturnDocumentView }) {
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {doc.number}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {KIND_LABELS[doc.kind]}
        {doc.against ? ` · ${RETURNS_LABELS.against(doc.against)}` : ''}
      </Typography>
    </Box>
  );
}

export function OrderLink({ doc }: { doc: ReturnDocumentView }) {
  return (
    <Link component={RouterLink} to={paths.admin.orderDetails.getHref(doc.orderId)}>
      {doc.orderNo}
    </Link>
  );
}

/** The buyer and their GSTIN (or that they have none). */
export function BuyerCell({ doc }: { doc: ReturnDocumentView }) {
  return (
    <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      <Typography variant="body2">{doc.buyer}</Typography>
      <Typography variant="caption" color="text.secondary">
        {doc.gstin ?? RETURNS_LABELS.unregistered}
      </Typography>
    </Box>
  );
}
