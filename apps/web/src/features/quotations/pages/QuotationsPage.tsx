import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import { QUOTATION_MSG } from '@steelcut/domain/schemas/quotation';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import { RetryAlert } from '../../../components/RetryAlert';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useQuotations } from '../../../lib/quotations/get-quotations';
import { QUOTATION_LABELS } from '../../../lib/quotations/labels';
import { QuotationCards } from '../components/QuotationCards';
import { QuotationsTable } from '../components/QuotationsTable';

/** The customer's quotations: download each again, order one while it holds. */
export default function QuotationsPage() {
  const quotations = useQuotations();
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const header = <PageHeader title={QUOTATION_LABELS.title} breadcrumbs={[{ label: QUOTATION_LABELS.title }]} />;

  let content;
  if (quotations.isPending) {
    content = <PageLoader />;
  } else if (quotations.isError) {
    content = (
      <RetryAlert
        message={errorMessage(quotations.error, QUOTATION_MSG.listFailed)}
        onRetry={() => void quotations.refetch()}
      />
    );
  } else if (quotations.data.length === 0) {
    content = (
      <EmptyState
        title={QUOTATION_MSG.none}
        description={QUOTATION_MSG.noneHint}
        icon={<RequestQuoteOutlined sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />}
        action={
          <Button variant="contained" component={RouterLink} to={paths.cart.getHref()}>
            Go to cart
          </Button>
        }
      />
    );
  } else {
    content = narrow ? (
      <QuotationCards quotations={quotations.data} />
    ) : (
      <QuotationsTable quotations={quotations.data} />
    );
  }
  return (
    <>
      {header}
      {content}
    </>
  );
}
