import type { ShopSettings } from '@steelcut/domain/schemas/shop';
import type { Mailer, MailSender } from './mail';

/** The shop as its mails name it: its trading name and order e-mail, as the settings hold them now. */
export const shopSender = (shop: Pick<ShopSettings, 'tradingName' | 'email'>): MailSender => ({
  name: shop.tradingName,
  address: shop.email,
});

/**
 * Every mail from the shop as its settings name it at the moment it is sent (a save shows in the
 * next mail, on every process); MAIL_FROM, when set, names the sender instead.
 */
export function fromTheShop(mailer: Mailer, mailFrom: string | undefined, shop: () => Promise<ShopSettings>): Mailer {
  return {
    async send(mail) {
      await mailer.send({ ...mail, from: mail.from ?? mailFrom ?? shopSender(await shop()) });
    },
  };
}
