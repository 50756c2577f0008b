import { AdminSectionPlaceholder } from '../components/AdminSectionPlaceholder';

export default function AdminChatsPage() {
  return <AdminSectionPlaceholder title="Chats" />;
}
