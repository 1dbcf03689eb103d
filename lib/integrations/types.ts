/** What the integrations API answers (plain: the settings screen reads them). */
import type { IntegrationScope } from '@/lib/db/schema/integrations';
import type { WebhookEvent } from './webhook-events';

export interface IntegrationKeyItem {
  id: number;
  name: string;
  scopes: IntegrationScope[];
  /** The first characters of the key ("lk_AbCd1234"). */
  prefix: string;
  createdBy: { id: number; name: string } | null;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** The 201 of POST …/keys: the key itself, this once. */
export interface CreatedKey extends IntegrationKeyItem {
  key: string;
}

export interface WebhookItem {
  id: number;
  url: string;
  events: WebhookEvent[];
  active: boolean;
  createdAt: string;
  /** Deliveries of the last 7 days by outcome, for the list. */
  recent: { delivered: number; pending: number; failed: number };
}

/** The 201 of POST …/webhooks: the signing secret, this once. */
export interface CreatedWebhook extends WebhookItem {
  secret: string;
}

export interface WebhookDeliveryItem {
  id: number;
  event: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  nextAttemptAt: string | null;
  lastStatusCode: number | null;
  answerSnippet: string | null;
  error: string | null;
  createdAt: string;
  lastAttemptAt: string | null;
  deliveredAt: string | null;
}
