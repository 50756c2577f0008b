import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { DASHBOARD_MSG } from '@steelcut/domain/schemas/dashboard';
import { paths } from '../../../../config/paths';

/** Shown while the admin signs in with the password the first start generated. */
export function GeneratedPasswordAlert({ shown }: { shown: boolean | undefined }) {
  if (!shown) return null;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 3 }}
      action={
        <Button component={RouterLink} to={paths.profile.getHref()} color="inherit" size="small">
          {DASHBOARD_MSG.changePassword}
        </Button>
      }
    >
      {DASHBOARD_MSG.generatedPassword}
    </Alert>
  );
}
