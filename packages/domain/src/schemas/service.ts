/**
 * What a client reads when the shop cannot answer for a moment: the database is away or busy, or
 * the server is restarting. The request may simply be tried again.
 */
export const SERVICE_MSG = {
  unavailable: 'The service is briefly unavailable, please try again',
  /** GET /api/ready, for load balancers and operators. */
  databaseUnreachable: 'Database not reachable',
  shuttingDown: 'The server is shutting down',
} as const;
