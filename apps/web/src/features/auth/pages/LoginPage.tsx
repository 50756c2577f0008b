import { AuthCard } from '../components/AuthCard';
import { LoginForm } from '../components/LoginForm';

export default function LoginPage() {
  return (
    <AuthCard title="Login" subtitle="Sign in with your e-mail address or mobile number.">
      <LoginForm />
    </AuthCard>
  );
}
