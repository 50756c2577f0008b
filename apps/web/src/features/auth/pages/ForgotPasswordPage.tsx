import { AuthCard } from '../components/AuthCard';
import { ForgotPasswordForm } from '../components/ForgotPasswordForm';

export default function ForgotPasswordPage() {
  return (
    <AuthCard title="Forgot Password" subtitle="Enter your e-mail address and we will send you a one-time code.">
      <ForgotPasswordForm />
    </AuthCard>
  );
}
