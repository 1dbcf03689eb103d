/**
 * The WAI-ARIA tabs pattern's keys (automatic activation): Left/Right move to the previous or
 * next tab and wrap around, Home and End go to the first and last. Any other key: null (the
 * browser keeps its default).
 */
export function tabIndexAfterKey(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
