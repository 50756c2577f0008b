/** The refresh token's cookie: auth sets and clears it, the live stream reads its session from it. */
export const REFRESH_COOKIE = 'refreshToken';
