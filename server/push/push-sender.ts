import type { FastifyBaseLogger } from 'fastify';
import webpush, { WebPushError } from 'web-push';
import type { PushKind, PushPayload } from '../../shared/schemas/push.js';
import type { VapidKeys } from '../config.js';
import type { Db } from '../db/connect.js';
import type { DatabaseHealth } from '../db/database-health.js';
import { inTransaction } from '../db/transaction.js';
import type { ServiceDeps } from '../service-deps.js';
import { kindsOff, onCallOn } from './push-preferences.repository.js';
import {
  markUsed,
  removeSubscription,
  subscriptionsOf,
  type StoredSubscription,
} from './push-subscriptions.repository.js';

/** How long a push service keeps a push for a device that is off (seconds). */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;
/** The longest one push request may take before it counts as failed. */
const PUSH_TIMEOUT_MS = 10_000;

export interface PushOptions {
  /** The kind each person may have turned off (a page reaches whoever is on call today anyway). */
  kind: PushKind;
  /** Pushes with the same topic replace each other at the push service while undelivered (`Topic`). */
  topic?: string;
  urgency?: 'normal' | 'high';
}

/**
 * Sends pushes to people's devices. A device the push service no longer knows (404 or 410) is
 * removed at once; any other failure is logged and the next push tries again. Never throws.
 */
export class PushSender {
  constructor(
    private readonly deps: ServiceDeps & { log: FastifyBaseLogger; databaseHealth: DatabaseHealth },
    private readonly vapid: VapidKeys,
  ) {}

  async toPeople(userIds: number[], payloadOf: (userId: number) => Promise<PushPayload>, options: PushOptions) {
    let subscriptions: StoredSubscription[];
    try {
      subscriptions = await subscriptionsOf(this.deps.db, await this.#wanting([...new Set(userIds)], options.kind));
    } catch (error) {
      this.deps.databaseHealth.logBackgroundFailure(this.deps.log, error, 'push: could not read the subscriptions');
      return;
    }
    const payloads = new Map<number, string>();
    for (const userId of new Set(subscriptions.map((subscription) => subscription.user_id)))
      payloads.set(userId, JSON.stringify(await payloadOf(userId)));
    await Promise.all(
      subscriptions.map((subscription) => this.#send(subscription, payloads.get(subscription.user_id)!, options)),
    );
  }

  /** Those of `userIds` who did not turn `kind` off; for a page, also whoever is on call today. */
  async #wanting(userIds: number[], kind: PushKind): Promise<number[]> {
    const off = await kindsOff(this.deps.db, userIds);
    const onCall = kind === 'page' ? await onCallOn(this.deps.db, this.deps.clock.today()) : new Set<number>();
    return userIds.filter((id) => !off.get(id)?.has(kind) || onCall.has(id));
  }

  async #send(subscription: StoredSubscription, payload: string, options: PushOptions): Promise<void> {
    try {
      await webpush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        payload,
        {
          vapidDetails: this.vapid,
          TTL: TIME_TO_LIVE_SECONDS,
          timeout: PUSH_TIMEOUT_MS,
          urgency: options.urgency ?? 'normal',
          ...(options.topic ? { topic: options.topic } : {}),
        },
      );
      await this.#write((trx) => markUsed(trx, subscription.id));
    } catch (error) {
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        await this.#write((trx) => removeSubscription(trx, subscription.id));
        return;
      }
      this.deps.log.warn({ err: error, subscription: subscription.id }, 'push: the push service refused or failed');
    }
  }

  async #write(write: (trx: Db) => Promise<void>): Promise<void> {
    try {
      await inTransaction(this.deps, write);
    } catch (error) {
      this.deps.databaseHealth.logBackgroundFailure(
        this.deps.log,
        error,
        'push: could not record the outcome of a push',
      );
    }
  }
}
