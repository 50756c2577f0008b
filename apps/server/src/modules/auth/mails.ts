import type { ShopSettings } from '@steelcut/domain/schemas/shop';
import type { Mail } from '../../lib/mail';
import { escapeHtml } from '../../lib/html';

export function otpMail(shop: ShopSettings, to: string, name: string, code: string, validMinutes: number): Mail {
  const shopName = shop.tradingName;
  // Not the code: subjects show on lock screens and in mail logs.
  const subject = `Your ${shopName} password reset code`;
  const text = [
    `Hello ${name},`,
    '',
    `Your one-time code to reset your ${shopName} password is: ${code}`,
    `It is valid for ${validMinutes} minutes. If you did not ask for it, you can ignore this e-mail.`,
    '',
    shopName,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(name)},</p>
<p>Your one-time code to reset your ${escapeHtml(shopName)} password is:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p>
<p>It is valid for ${validMinutes} minutes. If you did not ask for it, you can ignore this e-mail.</p>
<p>${escapeHtml(shopName)}</p>`;
  return { to, subject, text, html };
}

/** To the old address: a change the owner did not make is seen where they still read mail. */
export function emailChangedMail(shop: ShopSettings, oldAddress: string, name: string, newAddress: string): Mail {
  const shopName = shop.tradingName;
  const subject = `Your ${shopName} e-mail address was changed`;
  const lines = [
    `The e-mail address of your ${shopName} account was changed to ${newAddress}.`,
    'You have been signed out everywhere else.',
    `If you did not make this change, reply to this e-mail or call us at ${shop.phones[0]} at once.`,
  ];
  const text = [`Hello ${name},`, '', ...lines, '', shopName].join('\n');
  const html = `<p>Hello ${escapeHtml(name)},</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p>${escapeHtml(shopName)}</p>`;
  return { to: oldAddress, subject, text, html };
}
