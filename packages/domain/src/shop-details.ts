import { COUNTRY } from './product';
import type { ShopSettings } from './schemas/shop';
import { WEEKDAYS } from './weekdays';

/** The shop's address on one line, as invoices, the footer and mails print it. */
export function postalAddress(address: ShopSettings['address']): string {
  return `${address.street}, ${address.city}, ${address.state} ${address.postalCode}, ${COUNTRY.name}`;
}

/** Runs of consecutive days: Monday, Tuesday, Wednesday → 'Monday to Wednesday'. */
function dayRuns(days: readonly string[]): string[] {
  const open = WEEKDAYS.map((day) => days.includes(day));
  const runs: string[] = [];
  for (let start = 0; start < WEEKDAYS.length; start++) {
    if (!open[start]) continue;
    let end = start;
    while (end + 1 < WEEKDAYS.length && open[end + 1]) end++;
    if (end - start >= 2) runs.push(`${WEEKDAYS[start]} to ${WEEKDAYS[end]}`);
    else for (let day = start; day <= end; day++) runs.push(WEEKDAYS[day]!);
    start = end;
  }
  return runs;
}

/** The opening hours in words (days in runs, then the hours), as the footer and the payment page say them. */
export function openingHoursText(hours: ShopSettings['openingHours']): string {
  return `${dayRuns(hours.days).join(', ')} ${hours.opens}-${hours.closes}`;
}

/** `tel:` link of a phone number as the shop writes it ('+91 98765 43210' → 'tel:+919876543210'). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
