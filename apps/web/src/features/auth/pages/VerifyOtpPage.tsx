import { AuthCard } from '../components/AuthCard';
import { VerifyOtpForm } from '../components/VerifyOtpForm';

export default function VerifyOtpPage() {
  return (
    <AuthCard title="Verify OTP">
      <VerifyOtpForm />
    </AuthCard>
  );
}
