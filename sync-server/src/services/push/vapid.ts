import webpush from 'web-push';
import { readOrCreateSecret, type Db } from '../../db';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The bakery's VAPID key pair (docs/notices.md): made at the first start and kept in
 * server_meta like the other secrets, so every server signs its pushes alike and a phone's
 * subscription survives restarts and deploys.
 */
export async function readOrCreateVapidKeys(db: Db): Promise<VapidKeys> {
  const stored = await readOrCreateSecret(db, 'vapidKeys', () => JSON.stringify(webpush.generateVAPIDKeys()));
  const keys = JSON.parse(stored) as VapidKeys;
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}
