import { AdminSectionPlaceholder } from '../components/AdminSectionPlaceholder';

export default function AdminLeadsPage() {
  return <AdminSectionPlaceholder title="Leads" />;
}
