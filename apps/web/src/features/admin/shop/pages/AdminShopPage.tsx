import { PageHeader } from '../../../../components/PageHeader';
import { PageLoader } from '../../../../components/PageLoader';
import { RetryAlert } from '../../../../components/RetryAlert';
import { errorMessage } from '../../../../lib/api-client';
import { useShopSettings } from '../api/get-shop-settings';
import { ShopSettingsEditor } from '../components/ShopSettingsEditor';
import { SHOP_LABELS } from '../lib/shop-labels';

function ShopSettingsContent() {
  const settings = useShopSettings();
  if (settings.isPending) return <PageLoader />;
  if (settings.isError) {
    return (
      <RetryAlert
        message={errorMessage(settings.error, SHOP_LABELS.loadFailed)}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  return <ShopSettingsEditor settings={settings.data} />;
}

/** Who the shop is: the name, address, phones, UPI ID and GSTIN every page, mail, QR and invoice shows. */
export default function AdminShopPage() {
  return (
    <>
      <PageHeader title={SHOP_LABELS.title} breadcrumbs={[{ label: SHOP_LABELS.title }]} />
      <ShopSettingsContent />
    </>
  );
}
