import { StatusPage } from './StatusPage';

export default function NotFoundPage() {
  return (
    <StatusPage code="404" title="Page not found" text="The page you are looking for does not exist or has moved." />
  );
}
