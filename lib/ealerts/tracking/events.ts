import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { activities, eAlerts, outgoingMail } from '@/lib/db/schema';
import { clickedListing, recordOpenOnce } from '@/lib/mail/tracking-events';
import type { EAlertFrequency } from '@/lib/db/schema/leads';
import type { ClickClaims, OpenClaims, UnsubscribeClaims } from './tokens';

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
    if (!(await alertMailExists(tx, claims))) return false;
    await recordOpenOnce(tx, {
      companyId: claims.companyId, leadId: claims.leadId, mailId: claims.id, type: 'e-alert-open', now, windowMs: null,
      data: { mailId: claims.id, eAlertId: claims.alertId },
    });
    return true;
  });
}

/** A tracked link followed: an e-alert-click activity, each time. False when the mail is gone. */
export async function recordClick(claims: ClickClaims, now = new Date()): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    if (!(await alertMailExists(tx, claims))) return false;
    await tx.insert(activities).values({
      companyId: claims.companyId,
      leadId: claims.leadId,
      type: 'e-alert-click',
      propertyId: await clickedListing(tx, claims.propertyId),
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
