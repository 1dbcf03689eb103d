import type { formats } from './formats';
import type { LOCALE } from './locale';

// next-intl's typed config: format names are checked (`format.number(n, 'price')`).
declare module 'next-intl' {
  interface AppConfig {
    Locale: typeof LOCALE;
    Formats: typeof formats;
  }
}
