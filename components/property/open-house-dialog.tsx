'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { formatTimeRange } from '@/lib/format/listing';
import { openHouseIcs } from '@/lib/property/ics';
import { COMPANY_TIME_ZONE } from '@/lib/tenancy/time-zone';
import styles from './calculator.module.css';

export interface OpenHouseItem {
  startsAt: string;
  endsAt: string;
  remarks: string | null;
}


/** The open-house modal (SPEC §2): each coming open house, with a calendar file to save it. */
export default function OpenHouseDialog({ open, onClose, openHouses, address, url }: { open: boolean; onClose: () => void; openHouses: OpenHouseItem[]; address: string; url: string }) {
  const t = useTranslations('OpenHouse');
  const format = useFormatter();
  const [now] = useState(() => new Date());

  const calendarHref = (o: OpenHouseItem) =>
    `data:text/calendar;charset=utf-8,${encodeURIComponent(
      openHouseIcs({ uid: `${url}#${o.startsAt}`, startsAt: o.startsAt, endsAt: o.endsAt, title: t('eventTitle', { address }), location: address, url: new URL(url, window.location.href).href }, now),
    )}`;

  return (
    <Dialog open={open} onClose={onClose} title={t('title')} closeLabel={t('close')} className={styles.dialog} headClassName={styles.head} data-testid="open-house-dialog">
      <p>{address}</p>
      <ul className={styles.list}>
        {openHouses.map((o) => (
          <li key={o.startsAt}>
            <p>
              <strong>{formatTimeRange(format, o.startsAt, o.endsAt, COMPANY_TIME_ZONE)}</strong>
            </p>
            {o.remarks ? <p>{o.remarks}</p> : null}
            <a href={open ? calendarHref(o) : undefined} download="open-house.ics">
              {t('addToCalendar')}
            </a>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
