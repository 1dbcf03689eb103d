/**
 * SPEC §5: (xxx) xxx-xxxx for 10 digits (an 11-digit number's leading 1 is dropped);
 * values with letters, or a leading + other than +1, are left as they are.
 */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const trimmed = value.trim();
  if (/[a-z]/i.test(trimmed)) return trimmed;
  if (trimmed.startsWith('+') && !trimmed.startsWith('+1')) return trimmed;
  let digits = trimmed.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10) return trimmed;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** A tel: URI for a stored phone. */
export function telHref(value: string): string {
  const digits = value.replace(/[^\d+]/g, '');
  return `tel:${digits}`;
}
