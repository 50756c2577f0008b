import PlaceholderPage from '../../../app/pages/PlaceholderPage';

export default function OrderConfirmedPage() {
  return <PlaceholderPage title="Order Confirmed" />;
}
