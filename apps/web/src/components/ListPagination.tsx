import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';

type Props = {
  label: string;
  page: number;
  totalPages: number;
  first: number;
  last: number;
  total: number;
  /** The count stopped at `total` (a broad search): shown as 'total+'. */
  totalCapped?: boolean;
  onPage: (page: number) => void;
  /** Page buttons beside the current one; 0 keeps narrow tables' bars short. */
  siblingCount?: number;
};

/** 'Showing x-y of total' and the numbered page buttons under a paged list. */
export function ListPagination({
  label,
  page,
  totalPages,
  first,
  last,
  total,
  totalCapped = false,
  onPage,
  siblingCount = 1,
}: Props) {
  return (
    <Box
      sx={{
        mt: 2,
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1.5,
      }}
    >
      <Typography variant="body2" color="text.secondary" role="status">
        Showing {first}-{last} of {total.toLocaleString('en-IN')}
        {totalCapped && '+'}
      </Typography>
      {totalPages > 1 && (
        <Pagination
          count={totalPages}
          page={Math.min(page, totalPages)}
          onChange={(_event, next) => onPage(next)}
          color="primary"
          siblingCount={siblingCount}
          aria-label={`${label} pages`}
        />
      )}
    </Box>
  );
}
