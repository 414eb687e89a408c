/**
 * Amounts as API.md writes them ("12.50") and as the ledgers count them (integer cents), apart
 * from the account and pay schemas: the console's plan quote and the sign-in answer use them
 * without building those contracts.
 */

/** Integer cents as the amount text of API.md: "12.50", "-3.05", "0.00". */
export function centsToAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "12.5" → 1250. Only for texts that match /^\d+(\.\d{1,2})?$/. */
export function amountToCents(text: string): number {
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
