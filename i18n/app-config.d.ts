import type { formats } from './formats';

// next-intl's typed config: format names are checked (`format.number(n, 'price')`). The locale
// stays a plain string type, so a second one needs no type change.
declare module 'next-intl' {
  interface AppConfig {
    Formats: typeof formats;
  }
}
