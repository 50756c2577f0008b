import Grid from '@mui/material/Grid';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import { SectionCard } from '../../../components/SectionCard';
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
            <SectionCard title="Edit Profile">
              <ProfileForm user={user} />
            </SectionCard>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <SectionCard title="Change Password">
              <ChangePasswordForm />
            </SectionCard>
          </Grid>
          {/* A customer's GSTIN goes on their invoices; the shop's own is in its rates. */}
          {user.role === 'user' && (
            <Grid size={{ xs: 12, md: 6 }}>
              <SectionCard titleId="gstin-title" title={GSTIN_LABELS.title}>
                <GstinForm user={user} />
              </SectionCard>
            </Grid>
          )}
          <Grid size={{ xs: 12, md: 6 }}>
            <SectionCard titleId="notification-settings-title" title="Notification Settings">
              <NotificationSettingsForm />
            </SectionCard>
          </Grid>
        </Grid>
      )}
    </>
  );
}
