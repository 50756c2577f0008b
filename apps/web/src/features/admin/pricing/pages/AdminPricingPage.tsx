import { PRICING_MSG } from '@steelcut/domain/schemas/pricing';
import { PageHeader } from '../../../../components/PageHeader';
import { PageLoader } from '../../../../components/PageLoader';
import { RetryAlert } from '../../../../components/RetryAlert';
import { errorMessage } from '../../../../lib/api-client';
import { useAdminPricing } from '../../shared/api/get-pricing';
import { PricingEditor } from '../components/PricingEditor';
import { PRICING_LABELS } from '../../shared/lib/pricing-labels';

function PricingContent() {
  const pricing = useAdminPricing();
  if (pricing.isPending) return <PageLoader />;
  if (pricing.isError) {
    return (
      <RetryAlert
        message={errorMessage(pricing.error, PRICING_MSG.loadFailed)}
        onRetry={() => void pricing.refetch()}
      />
    );
  }
  return <PricingEditor pricing={pricing.data} />;
}

/** The shop's rates: what customers' estimates, orders and invoices are priced with. */
export default function AdminPricingPage() {
  return (
    <>
      <PageHeader title={PRICING_LABELS.title} breadcrumbs={[{ label: PRICING_LABELS.title }]} />
      <PricingContent />
    </>
  );
}
