import PlaceholderPage from '../../../app/pages/PlaceholderPage';

export default function ShapeDetailsPage() {
  return <PlaceholderPage title="Shape Details" />;
}
