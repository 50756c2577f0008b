import type { User } from '@steelcut/domain/schemas/auth';

export const customer: User = {
  id: 7,
  name: 'Asha Kumar',
  email: 'asha@example.com',
  mobileNumber: '9876543210',
  role: 'user',
};
export const admin: User = {
  id: 1,
  name: 'Shop Admin',
  email: 'admin@steelcut.example',
  mobileNumber: '9000000001',
  role: 'admin',
};
