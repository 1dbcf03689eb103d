/** A row id from a URL: a positive 32-bit integer written in plain digits, else null (then: 404). */
export function parseRowId(text: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}
