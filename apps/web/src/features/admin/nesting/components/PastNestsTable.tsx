import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { NestSummary } from '@steelcut/domain/schemas/nesting';
import { NESTING_LABELS } from '../lib/nesting-labels';
import { OpenNestButton } from './OpenNestButton';
import { pastNestFacts } from './past-nest-facts';

/** Desktop: one row per nest kept. */
export function PastNestsTable({ nests, onOpen }: { nests: NestSummary[]; onOpen: (id: number) => void }) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={NESTING_LABELS.pastNests}>
        <TableHead>
          <TableRow>
            <TableCell>{NESTING_LABELS.date}</TableCell>
            <TableCell>{NESTING_LABELS.plate}</TableCell>
            <TableCell align="right">{NESTING_LABELS.sheets}</TableCell>
            <TableCell align="right">{NESTING_LABELS.used}</TableCell>
            <TableCell>{NESTING_LABELS.state}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {nests.map((nest) => {
            const facts = pastNestFacts(nest);
            return (
              <TableRow key={nest.id}>
                <TableCell>{facts.date}</TableCell>
                <TableCell>{facts.plate}</TableCell>
                <TableCell align="right">{nest.sheetCount}</TableCell>
                <TableCell align="right">{facts.used}</TableCell>
                <TableCell>{facts.state}</TableCell>
                <TableCell align="right">
                  <OpenNestButton facts={facts} onOpen={() => onOpen(nest.id)} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
