import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import type { ReorderReply } from '../api/reorder';

/** What 'Order again' put in the cart, and each item that today's catalogue no longer accepts. */
export function ReorderResult({ result, onClose }: { result: ReorderReply; onClose: () => void }) {
  const { added, problems } = result;
  return (
    <Alert
      severity={problems.length === 0 ? 'success' : added > 0 ? 'warning' : 'error'}
      onClose={onClose}
      action={
        added > 0 ? (
          <Button color="inherit" size="small" component={RouterLink} to={paths.cart.getHref()}>
            Go to cart
          </Button>
        ) : undefined
      }
      sx={{ mb: 3 }}
    >
      <AlertTitle>
        {result.message} ({added} {added === 1 ? 'item' : 'items'} added)
      </AlertTitle>
      {problems.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {problems.map((problem, index) => (
            <li key={index}>
              {problem.shape_name}: {problem.message}
            </li>
          ))}
        </Box>
      )}
    </Alert>
  );
}
