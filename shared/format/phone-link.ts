/** tel: link for a displayed AU phone number ('02 5550 1100' -> 'tel:0255501100'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
