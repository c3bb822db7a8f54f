/**
 * Google asks for the country code in a LocalBusiness telephone. Geographic and
 * mobile numbers (0X XXXX XXXX) take +61 without the trunk 0; 13, 1300 and 1800
 * numbers cannot be dialled from abroad, so they stay as displayed.
 */
export function toInternationalPhone(phone: string): string {
  const display = phone.trim();
  const digits = display.replace(/\D/g, '');
  if (display.startsWith('+') || !/^0[23478]\d{8}$/.test(digits)) return display;
  if (digits[1] === '4') {
    return `+61 ${digits.slice(1, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  }
  return `+61 ${digits[1]} ${digits.slice(2, 6)} ${digits.slice(6)}`;
}
