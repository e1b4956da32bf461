import { bakeryDb, type BakeryDb, type OutboxEntry, type QueueName } from './bakery-db';

/** The outbox table's reads and writes; the sending rules are in sync/outbox.ts. */
export class OutboxStore {
  constructor(
    readonly queue: QueueName,
    private readonly db: BakeryDb = bakeryDb,
  ) {}

  async append(entry: Omit<OutboxEntry, 'seq' | 'queue' | 'status' | 'attempts' | 'createdAt'>): Promise<OutboxEntry> {
    const full: OutboxEntry = { ...entry, queue: this.queue, status: 'pending', attempts: 0, createdAt: Date.now() };
    const seq = await this.db.outbox.add(full);
    return { ...full, seq };
  }

  /** Every entry of this queue, oldest first. */
  all(): Promise<OutboxEntry[]> {
    return this.db.outbox.where('queue').equals(this.queue).sortBy('seq');
  }

  /** The oldest entry: the queue index keeps equal keys in primary-key (seq) order. */
  first(): Promise<OutboxEntry | undefined> {
    return this.db.outbox.where('queue').equals(this.queue).first();
  }

  /** The oldest `count` entries, oldest first: what may go together in one batch. */
  leading(count: number): Promise<OutboxEntry[]> {
    return this.db.outbox.where('queue').equals(this.queue).limit(count).toArray();
  }

  remove(seq: number): Promise<void> {
    return this.db.outbox.delete(seq);
  }

  /** Several sent entries in one IndexedDB transaction. */
  removeMany(seqs: readonly number[]): Promise<void> {
    return this.db.outbox.bulkDelete([...seqs]);
  }

  async update(seq: number, changes: Partial<OutboxEntry>): Promise<void> {
    await this.db.outbox.update(seq, changes);
  }
}
