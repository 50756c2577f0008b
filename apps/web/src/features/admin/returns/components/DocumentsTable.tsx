import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReturnDocumentView } from '@steelcut/domain/schemas/returns';
import { formatDateIst } from '../../../../lib/dates';
import { signedRupees, taxOf } from '../lib/figures';
import { RETURNS_LABELS, TABLE_LABELS } from '../lib/returns-labels';
import { BuyerCell, DocumentName, OrderLink } from './DocumentCells';
import { DocumentPdfButton } from './DocumentPdfButton';

const amount = { align: 'right' as const, sx: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } };

/** One row per invoice and credit note, from tablets up; scrolls sideways inside its frame when it must. */
export function DocumentsTable({ documents }: { documents: ReturnDocumentView[] }) {
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      role="region"
      tabIndex={0}
      aria-label={RETURNS_LABELS.documents}
    >
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{RETURNS_LABELS.number}</TableCell>
            <TableCell>{RETURNS_LABELS.date}</TableCell>
            <TableCell>{RETURNS_LABELS.order}</TableCell>
            <TableCell>{RETURNS_LABELS.buyer}</TableCell>
            <TableCell>{RETURNS_LABELS.placeOfSupply}</TableCell>
            <TableCell>{RETURNS_LABELS.table}</TableCell>
            <TableCell align="right">{RETURNS_LABELS.taxable}</TableCell>
            <TableCell align="right">GST</TableCell>
            <TableCell align="right">{RETURNS_LABELS.total}</TableCell>
            <TableCell>{RETURNS_LABELS.pdf}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {documents.map((doc) => (
            <TableRow key={`${doc.kind}-${doc.id}`}>
              <TableCell>
                <DocumentName doc={doc} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateIst(doc.issuedAt)}</TableCell>
              <TableCell>
                <OrderLink doc={doc} />
              </TableCell>
              <TableCell>
                <BuyerCell doc={doc} />
              </TableCell>
              <TableCell>{doc.placeOfSupply}</TableCell>
              <TableCell>{TABLE_LABELS[doc.table]}</TableCell>
              <TableCell {...amount}>{signedRupees(doc, doc.taxablePaise)}</TableCell>
              <TableCell {...amount}>{signedRupees(doc, taxOf(doc))}</TableCell>
              <TableCell {...amount}>{signedRupees(doc, doc.totalPaise)}</TableCell>
              <TableCell>
                <DocumentPdfButton doc={doc} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
