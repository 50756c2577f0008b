import Button from '@mui/material/Button';
import { NESTING_LABELS } from '../lib/nesting-labels';

type Props = {
  facts: { date: string; plate: string };
  onOpen: () => void;
};

/** "Open" on a kept nest, named for screen readers by its date and plate; the table's and the card's. */
export function OpenNestButton({ facts, onOpen }: Props) {
  return (
    <Button size="small" aria-label={NESTING_LABELS.openNest(facts.date, facts.plate)} onClick={onOpen}>
      {NESTING_LABELS.open}
    </Button>
  );
}
