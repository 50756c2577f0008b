import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import type { ReturnDocumentView } from '@steelcut/domain/schemas/returns';
import { Fact, FactGrid } from '../../../../components/FactGrid';
import { formatDateIst } from '../../../../lib/dates';
import { signedRupees, taxOf } from '../lib/figures';
import { RETURNS_LABELS, TABLE_LABELS } from '../lib/returns-labels';
import { BuyerCell, DocumentName, OrderLink } from './DocumentCells';
import { DocumentPdfButton } from './DocumentPdfButton';

/** Phones: the table's facts, one card per invoice or credit note. */
export function DocumentsCards({ documents }: { documents: ReturnDocumentView[] }) {
  return (
    <Stack component="ul" spacing={1.5} aria-label={RETURNS_LABELS.documents} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {documents.map((doc) => (
        <li key={`${doc.kind}-${doc.id}`}>
          <Card variant="outlined">
            <CardContent sx={{ display: 'grid', gap: 1 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
                <DocumentName doc={doc} />
                <DocumentPdfButton doc={doc} />
              </Box>
              <FactGrid>
                <Fact label={RETURNS_LABELS.date}>{formatDateIst(doc.issuedAt)}</Fact>
                <Fact label={RETURNS_LABELS.order}>
                  <OrderLink doc={doc} />
                </Fact>
                <Fact label={RETURNS_LABELS.buyer}>
                  <BuyerCell doc={doc} />
                </Fact>
                <Fact label={RETURNS_LABELS.placeOfSupply}>{doc.placeOfSupply}</Fact>
                <Fact label={RETURNS_LABELS.table}>{TABLE_LABELS[doc.table]}</Fact>
                <Fact label={RETURNS_LABELS.taxable}>{signedRupees(doc, doc.taxablePaise)}</Fact>
                <Fact label="GST">{signedRupees(doc, taxOf(doc))}</Fact>
                <Fact label={RETURNS_LABELS.total}>{signedRupees(doc, doc.totalPaise)}</Fact>
              </FactGrid>
            </CardContent>
          </Card>
        </li>
      ))}
    </Stack>
  );
}
