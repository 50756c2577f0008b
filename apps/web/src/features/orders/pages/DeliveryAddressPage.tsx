import PlaceholderPage from '../../../app/pages/PlaceholderPage';

export default function DeliveryAddressPage() {
  return <PlaceholderPage title="Delivery Address" />;
}
