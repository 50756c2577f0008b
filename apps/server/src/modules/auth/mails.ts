import { BUSINESS } from '@steelcut/domain/business';
import type { Mail } from '../../lib/mail';
import { escapeHtml } from '../../lib/html';

export function otpMail(to: string, name: string, code: string, validMinutes: number): Mail {
  // Not the code: subjects show on lock screens and in mail logs.
  const subject = `Your ${BUSINESS.productName} password reset code`;
  const text = [
    `Hello ${name},`,
    '',
    `Your one-time code to reset your ${BUSINESS.productName} password is: ${code}`,
    `It is valid for ${validMinutes} minutes. If you did not ask for it, you can ignore this e-mail.`,
    '',
    BUSINESS.productName,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(name)},</p>
<p>Your one-time code to reset your ${BUSINESS.productName} password is:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p>
<p>It is valid for ${validMinutes} minutes. If you did not ask for it, you can ignore this e-mail.</p>
<p>${BUSINESS.productName}</p>`;
  return { to, subject, text, html };
}
