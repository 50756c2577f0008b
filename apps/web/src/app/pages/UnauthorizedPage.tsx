import { StatusPage } from './StatusPage';

export function UnauthorizedPage() {
  return <StatusPage code="401" title="Unauthorized" text="You do not have permission to view this page..." />;
}
