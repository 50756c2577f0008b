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
  onPage: (page: number) => void;
};

export function OrdersTablePagination({ label, page, totalPages, first, last, total, onPage }: Props) {
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
        Showing {first}-{last} of {total}
      </Typography>
      {totalPages > 1 && (
        <Pagination
          count={totalPages}
          page={Math.min(page, totalPages)}
          onChange={(_event, next) => onPage(next)}
          color="primary"
          siblingCount={0}
          aria-label={`${label} pages`}
        />
      )}
    </Box>
  );
}
