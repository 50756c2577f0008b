import PlaceholderPage from '../../../app/pages/PlaceholderPage';

export default function CartPage() {
  return <PlaceholderPage title="Cart" />;
}
