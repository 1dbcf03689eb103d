import 'server-only';
import { openSecret, sealSecret } from '@/lib/feeds/secrets';

// The purpose bound into the ciphertext: a sealed signing secret opens as nothing else.
const PURPOSE = 'listings:webhook-secret:v1';

export const sealWebhookSecret = (secret: string) => sealSecret(PURPOSE, secret);
export const openWebhookSecret = (sealed: string) => openSecret(PURPOSE, sealed);
