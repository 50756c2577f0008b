import PlaceholderPage from '../../../app/pages/PlaceholderPage';

export default function OrdersPage() {
  return <PlaceholderPage title="My Orders" />;
}
