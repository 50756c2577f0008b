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

/** To the old address: a change the owner did not make is seen where they still read mail. */
export function emailChangedMail(oldAddress: string, name: string, newAddress: string): Mail {
  const subject = `Your ${BUSINESS.productName} e-mail address was changed`;
  const lines = [
    `The e-mail address of your ${BUSINESS.productName} account was changed to ${newAddress}.`,
    'You have been signed out everywhere else.',
    `If you did not make this change, reply to this e-mail or call us at ${BUSINESS.phones[0]} at once.`,
  ];
  const text = [`Hello ${name},`, '', ...lines, '', BUSINESS.productName].join('\n');
  const html = `<p>Hello ${escapeHtml(name)},</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p>${BUSINESS.productName}</p>`;
  return { to: oldAddress, subject, text, html };
}
