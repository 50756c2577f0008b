import PlaceholderPage from '../../../app/pages/PlaceholderPage';

export default function PaymentMethodPage() {
  return <PlaceholderPage title="Payment Method" />;
}
