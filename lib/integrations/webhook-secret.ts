import 'server-only';
import { openSecret, sealSecret } from '@/lib/feeds/secrets';

// The purpose bound into the ciphertext: a sealed signing secret opens as nothing else.
const PURPOSE = 'webhook-secret';

export const sealWebhookSecret = (secret: string) => sealSecret(secret, PURPOSE);
export const openWebhookSecret = (sealed: string) => openSecret(sealed, PURPOSE);
