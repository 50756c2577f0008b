import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import { useAuth } from '../../../lib/auth-store';
import { useUserProfile } from '../api/user-profile';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { GstinForm } from '../components/GstinForm';
import { NotificationSettingsForm } from '../components/NotificationSettingsForm';
import { ProfileForm } from '../components/ProfileForm';
import { GSTIN_LABELS } from '../gstin-labels';

export default function ProfilePage() {
  const { user } = useAuth();
  // Refreshes the stored user; the forms render from the store meanwhile.
  useUserProfile();

  return (
    <>
      <PageHeader title="My Profile" breadcrumbs={[{ label: 'My Profile' }]} />
      {!user ? (
        <PageLoader />
      ) : (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Card>
              <CardContent>
                <Typography variant="h6" component="h2">
                  Edit Profile
                </Typography>
                <ProfileForm user={user} />
              </CardContent>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Card>
              <CardContent>
                <Typography variant="h6" component="h2">
                  Change Password
                </Typography>
                <ChangePasswordForm />
              </CardContent>
            </Card>
          </Grid>
          {/* A customer's GSTIN goes on their invoices; the shop's own is in its rates. */}
          {user.role === 'user' && (
            <Grid size={{ xs: 12, md: 6 }}>
              <Card component="section" aria-labelledby="gstin-title">
                <CardContent>
                  <Typography id="gstin-title" variant="h6" component="h2">
                    {GSTIN_LABELS.title}
                  </Typography>
                  <GstinForm user={user} />
                </CardContent>
              </Card>
            </Grid>
          )}
          <Grid size={{ xs: 12, md: 6 }}>
            <Card component="section" aria-labelledby="notification-settings-title">
              <CardContent>
                <Typography id="notification-settings-title" variant="h6" component="h2">
                  Notification Settings
                </Typography>
                <NotificationSettingsForm />
              </CardContent>
            </Card>
          </Grid>
        </Grid>
      )}
    </>
  );
}
