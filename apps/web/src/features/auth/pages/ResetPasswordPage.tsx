import { AuthCard } from '../components/AuthCard';
import { ResetPasswordForm } from '../components/ResetPasswordForm';

export default function ResetPasswordPage() {
  return (
    <AuthCard title="Reset Password" subtitle="At least 8 characters, with letters and numbers.">
      <ResetPasswordForm />
    </AuthCard>
  );
}
