import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { activities, eAlerts, outgoingMail, properties } from '@/lib/db/schema';
import type { EAlertFrequency } from '@/lib/db/schema/leads';
import type { ClickClaims, OpenClaims, UnsubscribeClaims } from './tokens';

// Any fixed number: with the mail id, the advisory lock under which an open is recorded once.
const OPEN_LOCK = 727_274_002;

/** The e-alert mail a token names, if it still exists for that company and lead. */
async function alertMailExists(tx: Db, claims: OpenClaims): Promise<boolean> {
  const [row] = await tx
    .select({ id: outgoingMail.id })
    .from(outgoingMail)
    .where(and(eq(outgoingMail.id, claims.id), eq(outgoingMail.companyId, claims.companyId), eq(outgoingMail.leadId, claims.leadId), eq(outgoingMail.kind, 'e-alert')))
    .limit(1);
  return row !== undefined;
}

/**
 * The open pixel loaded: one e-alert-open activity per mail, however often it is read again.
 * False when the mail is gone (deleted, or its lead).
 */
export async function recordOpen(claims: OpenClaims, now = new Date()): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    // Two loads at once (a client fetching images twice) must not both see "not opened yet".
    await tx.execute(sql`select pg_advisory_xact_lock(${OPEN_LOCK}, ${claims.id})`);
    if (!(await alertMailExists(tx, claims))) return false;
    const [opened] = await tx
      .select({ id: activities.id })
      .from(activities)
      .where(
        and(
          eq(activities.companyId, claims.companyId),
          eq(activities.leadId, claims.leadId),
          eq(activities.type, 'e-alert-open'),
          sql`${activities.data}->>'mailId' = ${String(claims.id)}`,
        ),
      )
      .limit(1);
    if (!opened) {
      await tx.insert(activities).values({ companyId: claims.companyId, leadId: claims.leadId, type: 'e-alert-open', occurredAt: now, data: { mailId: claims.id, eAlertId: claims.alertId } });
    }
    return true;
  });
}

/** A tracked link followed: an e-alert-click activity, each time. False when the mail is gone. */
export async function recordClick(claims: ClickClaims, now = new Date()): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    if (!(await alertMailExists(tx, claims))) return false;
    // The listing may have left the feed since the mail went out; the click still counts.
    const listing = claims.propertyId === undefined ? [] : await tx.select({ id: properties.id }).from(properties).where(eq(properties.id, claims.propertyId)).limit(1);
    await tx.insert(activities).values({
      companyId: claims.companyId,
      leadId: claims.leadId,
      type: 'e-alert-click',
      propertyId: listing[0]?.id ?? null,
      occurredAt: now,
      data: { mailId: claims.id, eAlertId: claims.alertId, url: claims.to },
    });
    return true;
  });
}

export interface AlertSummary {
  id: number;
  name: string;
  frequency: EAlertFrequency;
}

/** The alert an unsubscribe token names, within its company and lead; null when it is gone. */
export async function findAlert(claims: UnsubscribeClaims): Promise<AlertSummary | null> {
  const db = await getDb();
  const [row] = await db
    .select({ id: eAlerts.id, name: eAlerts.customName, frequency: eAlerts.frequency })
    .from(eAlerts)
    .where(and(eq(eAlerts.id, claims.id), eq(eAlerts.companyId, claims.companyId), eq(eAlerts.leadId, claims.leadId)))
    .limit(1);
  return row ?? null;
}

/**
 * Unsubscribe from one alert: its frequency becomes 'never' (the saved search stays) and an
 * e-alert-frequency-changed activity says so. Doing it again changes nothing.
 */
export async function unsubscribe(claims: UnsubscribeClaims, now = new Date()): Promise<{ alert: AlertSummary; changed: boolean } | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [alert] = await tx
      .select({ id: eAlerts.id, name: eAlerts.customName, frequency: eAlerts.frequency })
      .from(eAlerts)
      .where(and(eq(eAlerts.id, claims.id), eq(eAlerts.companyId, claims.companyId), eq(eAlerts.leadId, claims.leadId)))
      .for('update')
      .limit(1);
    if (!alert) return null;
    if (alert.frequency === 'never') return { alert, changed: false };
    await tx.update(eAlerts).set({ frequency: 'never', nextDueAt: null, updatedAt: now }).where(and(eq(eAlerts.id, alert.id), eq(eAlerts.companyId, claims.companyId)));
    await tx.insert(activities).values({
      companyId: claims.companyId,
      leadId: claims.leadId,
      type: 'e-alert-frequency-changed',
      occurredAt: now,
      data: { eAlertId: alert.id, from: alert.frequency, to: 'never', via: 'unsubscribe-link' },
    });
    return { alert: { ...alert, frequency: 'never' }, changed: true };
  });
}
