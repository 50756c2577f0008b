import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatRupees } from '@steelcut/domain/money';
import type { QuotationView } from '@steelcut/domain/schemas/quotation';
import { formatDateIst, formatDayIst } from '../../../lib/dates';
import { QUOTATION_LABELS } from '../../../lib/quotations/labels';
import { QuotationActions } from './QuotationActions';
import { QuotationStatus } from './QuotationStatus';

/** Wide screens: one row per quotation. */
export function QuotationsTable({ quotations }: { quotations: QuotationView[] }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={QUOTATION_LABELS.title}>
        <TableHead>
          <TableRow sx={{ '& th': { fontWeight: 600, bgcolor: 'grey.50' } }}>
            <TableCell>{QUOTATION_LABELS.number}</TableCell>
            <TableCell>{QUOTATION_LABELS.date}</TableCell>
            <TableCell>{QUOTATION_LABELS.validUntil}</TableCell>
            <TableCell align="right">{QUOTATION_LABELS.total}</TableCell>
            <TableCell>{QUOTATION_LABELS.status}</TableCell>
            <TableCell>{QUOTATION_LABELS.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {quotations.map((quotation) => (
            <TableRow key={quotation.id} sx={{ '&:last-child td': { borderBottom: 0 } }}>
              <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{quotation.number}</TableCell>
              <TableCell>{formatDateIst(quotation.createdAt)}</TableCell>
              <TableCell>{formatDayIst(quotation.validUntil)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatRupees(quotation.totalPaise)}
              </TableCell>
              <TableCell>
                <QuotationStatus quotation={quotation} />
              </TableCell>
              <TableCell>
                <QuotationActions quotation={quotation} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
