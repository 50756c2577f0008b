import { AdminSectionPlaceholder } from '../components/AdminSectionPlaceholder';

export default function AdminOrderDetailsPage() {
  return <AdminSectionPlaceholder title="Order Details" />;
}
