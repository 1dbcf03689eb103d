import type { Formats } from 'next-intl';

/**
 * The site's named formats (next-intl's global `formats`): components say WHAT a value is
 * (`format.number(n, 'price')`, `format.dateTime(at, 'crmTime')`) and the locale says how it
 * reads. Times are in the request's time zone (COMPANY_TIME_ZONE) unless a format names one;
 * the English readings are in the comments.
 */
export const formats = {
  dateTime: {
    /** A calendar day as the API sends it (YYYY-MM-DD, read as UTC midnight): "Nov 20, 2026". */
    day: { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' },
    /** A month of the calendar (YYYY-MM-15 UTC): "Nov 2026". */
    month: { month: 'short', year: 'numeric', timeZone: 'UTC' },
    /** A date in the zone: "Nov 25, 2026". */
    date: { dateStyle: 'medium' },
    /** A moment: "Nov 25, 2026, 9:00 PM". */
    moment: { dateStyle: 'medium', timeStyle: 'short' },
    /** The exact moment in UTC, named (titles that must read the same anywhere): "Nov 25, 2026, 2:00 PM UTC". */
    utcMoment: { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' },
    /** A CRM time as an agent reads it: "Nov 25, 9:00 AM". */
    crmTime: { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
    /** crmTime with seconds (error reports): "Nov 25, 9:00:05 AM". */
    crmSeconds: { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', second: '2-digit' },
    /** A showing: "Wed, Nov 25, 9:00 AM". */
    showing: { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
    /** An open house's range: "Saturday, November 28, 1:00 – 3:00 PM". */
    openHouse: { weekday: 'long', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' },
    /** A day's label in the schedule picker (UTC midnight): "Wed, Nov 25". */
    weekday: { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' },
    /** A time of day: "9:00 AM". */
    clock: { hour: 'numeric', minute: '2-digit' },
  },
  number: {
    /** Numbers with thousands separators (SPEC §9): "1,234", "2.5". */
    count: { maximumFractionDigits: 2 },
    /** Whole dollars: "$1,250,000". */
    price: { style: 'currency', currency: 'USD', maximumFractionDigits: 0 },
    /** Dollars and cents: "$1,234.50". */
    money: { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 },
  },
} satisfies Formats;
