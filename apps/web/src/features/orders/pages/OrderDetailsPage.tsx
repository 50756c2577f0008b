import PlaceholderPage from '../../../app/pages/PlaceholderPage';

export default function OrderDetailsPage() {
  return <PlaceholderPage title="Order Details" />;
}
