/**
 * The card form of the local test provider (used when no Stripe key is configured) takes Stripe's
 * published test card numbers and sends the matching test payment method.
 */
const TEST_CARDS: Record<string, string> = {
  '4242424242424242': 'pm_card_visa',
  '5555555555554444': 'pm_card_mastercard',
  '4000000000000002': 'pm_card_chargeDeclined',
  '4000002500003155': 'pm_card_authenticationRequired',
};

export function cardDigits(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** The Luhn checksum every card number carries: catches a mistyped digit before any call. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The test payment method of a card number, or null when it is no test card. */
export function testPaymentMethodFor(input: string): string | null {
  return TEST_CARDS[cardDigits(input)] ?? null;
}

/** MM/YY not in the past (the card is valid through the end of that month). */
export function isValidExpiry(input: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(input.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}
