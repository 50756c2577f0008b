import { AdminSectionPlaceholder } from '../components/AdminSectionPlaceholder';

export default function AdminShapesPage() {
  return <AdminSectionPlaceholder title="Shapes" />;
}
