/** Carrier keywords (CTIA): these stop every text to the lead, from anyone, until START. */
const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT']);
const START_WORDS = new Set(['START', 'UNSTOP']);
export function textKeyword(body: string): 'stop' | 'start' | null {
  const word = body.trim().toUpperCase().replace(/[.!]+$/, '');
  if (STOP_WORDS.has(word)) return 'stop';
  if (START_WORDS.has(word)) return 'start';
  return null;
}
