import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { StatusPage } from './StatusPage';

/** Shown when a route fails to render, most often a stale chunk after a new release. */
export function RouteErrorPage() {
  return (
    <Container maxWidth="sm">
      <StatusPage
        code="Oops"
        title="Something went wrong"
        text="This page could not be loaded. Reloading usually fixes it."
        action={
          <Button variant="contained" onClick={() => window.location.reload()}>
            Reload page
          </Button>
        }
      />
    </Container>
  );
}
