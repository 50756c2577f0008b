import type { FastifyReply, FastifyRequest } from 'fastify';
import { RATE_POLICIES, type RatePolicy, type RateLimiter } from '../../lib/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EmailBodySchema,
  LoginBodySchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  UpdateEmailBodySchema,
  UpdateMobileBodySchema,
  UpdateNameBodySchema,
  UpdatePasswordBodySchema,
  UserSchema,
  VerifyOtpBodySchema,
} from '@steelcut/domain/schemas/auth';
import { bearerToken, callerOf, requireUser, rowIfCaller } from '../../lib/auth-guard';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS } from './device-cookies';
import { REFRESH_TOKEN_TTL_MS, type AuthService, type Session } from './service';
import { AUTH_MSG } from '@steelcut/domain/schemas/auth';
import { REFRESH_COOKIE } from '../../lib/refresh-cookie';
import { BILLING_MSG, UpdateGstinBodySchema } from '@steelcut/domain/schemas/billing';

const COOKIE_PATH = '/api/auth';
/** Sent with sign-in only: nothing else reads it. */
const DEVICE_COOKIE_PATH = '/api/auth/login';

const MessageReply = z.object({ message: z.string() });
const SessionReply = z.object({ user: UserSchema, message: z.string(), token: z.string(), refreshToken: z.string() });
const ProfileChangeReply = z.object({ user: UserSchema, token: z.string(), message: z.string() });

export interface AccountRoutesOptions {
  auth: AuthService;
  limiter: RateLimiter;
}

export interface SessionRoutesOptions extends AccountRoutesOptions {
  secureCookies: boolean;
}

const tags = ['auth'];

// Counted before validation, so malformed tries count too.
const perIp = (limiter: RateLimiter, name: string, policy: RatePolicy) => async (request: FastifyRequest) =>
  limiter.consume(`${name}:${request.ip}`, policy);

const profileChange = { onRequest: requireUser, schema: { tags, response: { 200: ProfileChangeReply } } };

/**
 * The calls that read or set the refresh cookie, registered inside @fastify/cookie's scope (app.ts);
 * accountRoutes holds the rest, which skip its two hooks.
 */
export const sessionRoutes: FastifyPluginAsyncZod<SessionRoutesOptions> = async (
  app,
  { auth, limiter, secureCookies },
) => {
  function setRefreshCookie(reply: FastifyReply, session: Session) {
    reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
      httpOnly: true,
      sameSite: 'strict',
      secure: secureCookies,
      path: COOKIE_PATH,
      maxAge: REFRESH_TOKEN_TTL_MS / 1000,
    });
  }
  function sessionReply(reply: FastifyReply, session: Session, message: string) {
    setRefreshCookie(reply, session);
    return { user: session.user, message, token: session.accessToken, refreshToken: session.refreshToken };
  }

  app.post(
    '/login',
    {
      onRequest: perIp(limiter, 'login-ip', RATE_POLICIES.loginPerIp),
      schema: {
        summary: 'Sign in with e-mail or mobile number and password',
        tags,
        body: LoginBodySchema,
        response: { 200: SessionReply },
      },
    },
    async (request, reply) => {
      const session = await auth.login(request.body, request.cookies[DEVICE_COOKIE]);
      reply.setCookie(DEVICE_COOKIE, session.deviceCookie, {
        httpOnly: true,
        sameSite: 'strict',
        secure: secureCookies,
        path: DEVICE_COOKIE_PATH,
        maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
      });
      return sessionReply(reply, session, AUTH_MSG.loginSucceeded);
    },
  );

  app.post(
    '/register',
    {
      onRequest: perIp(limiter, 'register-ip', RATE_POLICIES.registerPerIp),
      schema: {
        summary: 'Create a customer account and sign in',
        tags,
        body: RegisterBodySchema,
        response: { 201: SessionReply.omit({ refreshToken: true }) },
      },
    },
    async (request, reply) => {
      const session = await auth.register(request.body);
      const { refreshToken: _hidden, ...body } = sessionReply(reply, session, AUTH_MSG.registerSucceeded);
      return reply.status(201).send(body);
    },
  );

  app.post(
    '/refresh-token',
    {
      schema: {
        summary: 'A new access token for the refresh cookie (rotated)',
        tags,
        response: { 200: z.object({ accessToken: z.string(), token: z.string(), user: UserSchema }) },
      },
    },
    async (request, reply) => {
      const session = await auth.refresh(request.cookies[REFRESH_COOKIE]).catch((error: unknown) => {
        reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
        throw error;
      });
      setRefreshCookie(reply, session);
      return { accessToken: session.accessToken, token: session.accessToken, user: session.user };
    },
  );

  app.post(
    '/logout',
    {
      schema: { summary: 'End this session (revokes its refresh token family)', tags, response: { 200: MessageReply } },
    },
    async (request, reply) => {
      await auth.logout(request.cookies[REFRESH_COOKIE]);
      reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
      return { message: AUTH_MSG.loggedOut };
    },
  );

  app.put(
    '/updateEmail',
    {
      ...profileChange,
      schema: {
        summary:
          'Change the e-mail address: with currentPassword, or within 10 minutes of signing in (ends other sessions)',
        ...profileChange.schema,
        body: UpdateEmailBodySchema,
      },
    },
    async (request, reply) => {
      const { newEmail, currentPassword } = request.body;
      const session = await auth.updateEmail(callerOf(request), newEmail, currentPassword);
      setRefreshCookie(reply, session);
      return { user: session.user, token: session.accessToken, message: AUTH_MSG.emailUpdated };
    },
  );

  app.put(
    '/updatePassword',
    {
      ...profileChange,
      schema: {
        summary: 'Change the password (ends other sessions)',
        ...profileChange.schema,
        body: UpdatePasswordBodySchema,
      },
    },
    async (request, reply) => {
      const { currentPassword, newPassword } = request.body;
      const session = await auth.updatePassword(callerOf(request).userId, currentPassword, newPassword);
      setRefreshCookie(reply, session);
      return { user: session.user, token: session.accessToken, message: AUTH_MSG.passwordSucceeded };
    },
  );
};

export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, { auth, limiter }) => {
  // Both mail a code to the address given, so they share one per-IP budget.
  const mailsCode = (summary: string) => ({
    onRequest: perIp(limiter, 'otp-send-ip', RATE_POLICIES.otpSendPerIp),
    schema: { summary, tags, body: EmailBodySchema, response: { 200: MessageReply } },
  });

  app.post('/forgotPassword', mailsCode('Mail a one-time code to reset the password'), async (request) => {
    await auth.forgotPassword(request.body.email);
    return { message: AUTH_MSG.otpSent };
  });

  app.post('/resendOTP', mailsCode('Mail the one-time code again (30 s cooldown)'), async (request) => {
    await auth.resendOtp(request.body.email);
    return { message: AUTH_MSG.otpResent };
  });

  app.post(
    '/verifyOTP',
    {
      onRequest: perIp(limiter, 'otp-verify-ip', RATE_POLICIES.otpVerifyPerIp),
      schema: {
        summary: 'Trade the one-time code for a single-use reset token',
        tags,
        body: VerifyOtpBodySchema,
        response: { 200: z.object({ resetToken: z.string(), message: z.string() }) },
      },
    },
    async (request) => ({ resetToken: await auth.verifyOtp(request.body), message: AUTH_MSG.otpSucceeded }),
  );

  app.post(
    '/resetPassword',
    {
      onRequest: perIp(limiter, 'reset-ip', RATE_POLICIES.resetPerIp),
      schema: {
        summary: 'Set a new password with the reset token',
        tags,
        body: ResetPasswordBodySchema,
        response: { 200: MessageReply },
      },
    },
    async (request) => {
      await auth.resetPassword({ ...request.body, resetToken: request.body.resetToken ?? bearerToken(request) });
      return { message: AUTH_MSG.resetSucceeded };
    },
  );

  app.get(
    '/userProfile',
    {
      onRequest: requireUser,
      schema: { summary: 'The signed-in user', tags, response: { 200: z.object({ user: UserSchema }) } },
    },
    async (request) => {
      const { userId } = callerOf(request);
      return { user: await auth.profile(userId, rowIfCaller(request, userId)) };
    },
  );

  const changed = async (result: Awaited<ReturnType<AuthService['updateProfile']>>, message: string) => ({
    user: result.user,
    token: result.accessToken,
    message,
  });

  app.put(
    '/updateName',
    { ...profileChange, schema: { summary: 'Change the name', ...profileChange.schema, body: UpdateNameBodySchema } },
    async (request) =>
      changed(await auth.updateProfile(callerOf(request).userId, { name: request.body.newName }), AUTH_MSG.nameUpdated),
  );

  app.put(
    '/updateMobile',
    {
      ...profileChange,
      schema: { summary: 'Change the mobile number', ...profileChange.schema, body: UpdateMobileBodySchema },
    },
    async (request) =>
      changed(
        await auth.updateProfile(callerOf(request).userId, { mobileNumber: request.body.newMobile }),
        AUTH_MSG.mobileUpdated,
      ),
  );

  app.put(
    '/updateGstin',
    {
      ...profileChange,
      schema: {
        summary: 'Set or remove the GSTIN (and the company name) for invoices',
        ...profileChange.schema,
        body: UpdateGstinBodySchema,
      },
    },
    async (request) =>
      changed(
        await auth.updateProfile(callerOf(request).userId, {
          gstin: request.body.gstin,
          company: request.body.company,
        }),
        BILLING_MSG.gstinSaved,
      ),
  );
};
