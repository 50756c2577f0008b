import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import type { NestSummary } from '@steelcut/domain/schemas/nesting';
import { Fact, FactGrid } from '../../../../components/FactGrid';
import { NESTING_LABELS } from '../lib/nesting-labels';
import { OpenNestButton } from './OpenNestButton';
import { pastNestFacts } from './past-nest-facts';

/** Phones: one card per nest kept. */
export function PastNestsCards({ nests, onOpen }: { nests: NestSummary[]; onOpen: (id: number) => void }) {
  return (
    <Stack component="ul" spacing={1.5} aria-label={NESTING_LABELS.pastNests} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {nests.map((nest) => {
        const facts = pastNestFacts(nest);
        return (
          <li key={nest.id}>
            <Card variant="outlined">
              <CardContent sx={{ pb: 0 }}>
                <FactGrid>
                  <Fact label={NESTING_LABELS.date}>{facts.date}</Fact>
                  <Fact label={NESTING_LABELS.plate}>{facts.plate}</Fact>
                  <Fact label={NESTING_LABELS.sheets}>{nest.sheetCount}</Fact>
                  <Fact label={NESTING_LABELS.used}>{facts.used}</Fact>
                  <Fact label={NESTING_LABELS.state}>{facts.state}</Fact>
                </FactGrid>
              </CardContent>
              <CardActions>
                <OpenNestButton facts={facts} onOpen={() => onOpen(nest.id)} />
              </CardActions>
            </Card>
          </li>
        );
      })}
    </Stack>
  );
}
