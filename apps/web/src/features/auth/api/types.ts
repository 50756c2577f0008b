import type { User } from '@steelcut/domain/schemas/auth';

export type MessageResponse = { message?: string };

/** Login, register and profile updates answer with the user and a fresh access token. */
export type SessionResponse = MessageResponse & { user: User; token: string };
