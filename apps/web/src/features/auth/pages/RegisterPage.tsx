import { AuthCard } from '../components/AuthCard';
import { RegisterForm } from '../components/RegisterForm';

export default function RegisterPage() {
  return (
    <AuthCard title="Create an account" subtitle="Order custom-cut plates and follow your orders.">
      <RegisterForm />
    </AuthCard>
  );
}
