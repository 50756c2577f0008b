import { AdminSectionPlaceholder } from '../components/AdminSectionPlaceholder';

export default function AdminDashboardPage() {
  return <AdminSectionPlaceholder title="Dashboard" />;
}
