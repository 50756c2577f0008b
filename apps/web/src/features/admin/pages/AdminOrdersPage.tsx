import { AdminSectionPlaceholder } from '../components/AdminSectionPlaceholder';

export default function AdminOrdersPage() {
  return <AdminSectionPlaceholder title="Orders" />;
}
