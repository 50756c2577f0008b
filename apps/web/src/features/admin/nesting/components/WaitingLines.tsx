import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { WaitingLine } from '@steelcut/domain/schemas/nesting';
import { visuallyHidden } from '../../../../lib/visually-hidden';
import { NESTING_LABELS } from '../lib/nesting-labels';

interface Props {
  lines: WaitingLine[];
  /** The orders left out of the next nest. */
  leftOut: ReadonlySet<number>;
  onToggle: (orderId: number) => void;
}

/** The plate's waiting lines, an order's first line carrying the box that keeps it in or out of the nest. */
export function WaitingLines({ lines, leftOut, onToggle }: Props) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={NESTING_LABELS.waiting}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Box component="span" sx={visuallyHidden}>
                {NESTING_LABELS.inNest}
              </Box>
            </TableCell>
            <TableCell>{NESTING_LABELS.order}</TableCell>
            <TableCell>{NESTING_LABELS.line}</TableCell>
            <TableCell>{NESTING_LABELS.part}</TableCell>
            <TableCell>{NESTING_LABELS.finish}</TableCell>
            <TableCell align="right">{NESTING_LABELS.pieces}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line, i) => {
            const first = i === 0 || lines[i - 1]!.orderId !== line.orderId;
            return (
              <TableRow key={line.itemId} sx={{ opacity: leftOut.has(line.orderId) ? 0.5 : 1 }}>
                <TableCell padding="checkbox">
                  {first && (
                    <Checkbox
                      checked={!leftOut.has(line.orderId)}
                      onChange={() => onToggle(line.orderId)}
                      slotProps={{ input: { 'aria-label': NESTING_LABELS.include(line.orderNo) } }}
                    />
                  )}
                </TableCell>
                <TableCell>{first ? line.orderNo : ''}</TableCell>
                <TableCell>{line.position}</TableCell>
                <TableCell>{line.title}</TableCell>
                <TableCell>{line.finish}</TableCell>
                <TableCell align="right">{line.quantity}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
