import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { backgroundRounds } from '../lib/background-rounds';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Executor } from '../db';
import { mailQueue, outboxEmails, type MailQueueRow } from '../db/schema';

export type Mail = { to: string; subject: string; text: string };

/** What the worker does with a queued job of a kind other than `mail`; returns the mail to send, or none. */
export type MailJobHandler = (job: { to: string; payload: unknown }) => Promise<Mail | null>;

export type Mailer = {
  /** Queues a mail inside the caller's transaction or request; the worker sends it. */
  send(mail: Mail, db?: Executor): Promise<void>;
  /** Queues a job that the worker turns into a mail (or into nothing) through the handler of its kind. */
  enqueue(kind: string, to: string, payload: Record<string, unknown>, db?: Executor): Promise<void>;
  handle(kind: string, handler: MailJobHandler): void;
  /** Sends what is due now (the worker's round); tests call it instead of waiting for the worker. */
  runQueue(): Promise<{ sent: number; dropped: number; failed: number }>;
  /** The transport: SMTP, the spool folder or the development outbox. Only the worker calls it. */
  deliver(mail: Mail): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * Queues a mail (kind `mail`) in the database: the worker of a running API (or of the jobs service) sends it. The
 * requests use `app.mailer.send`; an operations command, which runs without the worker, calls this directly.
 */
export async function queueMail(db: Executor, mail: Mail): Promise<void> {
  await db.insert(mailQueue).values({ kind: 'mail', to: mail.to, payload: mail });
}

const BATCH = 20;
const LOCK_MS = 60_000;
const MAX_ATTEMPTS = 8;
/** 10 s, 20 s, 40 s … up to an hour between tries of a failing mail */
const retryDelayMs = (attempts: number) => Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);

/**
 * Mail is written to the `mail_queue` table inside the request and sent by a worker in the API process, outside any
 * request: through SMTP when SMTP_URL is set; with MAIL_SPOOL_DIR as .eml files there (which no HTTP route serves);
 * in development into the outbox table (read through `GET dev/outbox` on loopback) and the log, so that a developer
 * can read a security code. Production has one of the first two (config.ts). Several instances share the queue: a job
 * is claimed with `FOR UPDATE SKIP LOCKED` and a lease, so each mail goes out once.
 */
export default fp(
  async (app) => {
    const { smtpUrl, mailSpoolDir, mailFrom, mailWorkerIntervalMs } = app.config;
    let transport: Transporter | undefined;
    if (smtpUrl) transport = nodemailer.createTransport(smtpUrl);
    const spool = mailSpoolDir ? nodemailer.createTransport({ streamTransport: true, buffer: true }) : undefined;
    if (!transport && !spool && !app.config.devOutbox) throw new Error('No way to send mail: set SMTP_URL or MAIL_SPOOL_DIR.');

    async function deliver(mail: Mail) {
      if (transport) {
        await transport.sendMail({ from: mailFrom, ...mail });
        return;
      }
      if (spool && mailSpoolDir) {
        const { message } = (await spool.sendMail({ from: mailFrom, ...mail })) as { message: Buffer };
        await mkdir(mailSpoolDir, { recursive: true, mode: 0o700 });
        const file = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
        await writeFile(join(mailSpoolDir, file), message, { mode: 0o600 });
        return;
      }
      await app.db.insert(outboxEmails).values(mail);
      app.log.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'mail kept in the outbox');
    }

    const handlers = new Map<string, MailJobHandler>();
    handlers.set('mail', async (job) => job.payload as Mail);

    /** Takes up to BATCH due jobs that no live worker holds; the database's clock decides, the same for every instance. */
    async function claim(): Promise<MailQueueRow[]> {
      const now = sql`now()`;
      const due = app.db
        .select({ id: mailQueue.id })
        .from(mailQueue)
        .where(and(lte(mailQueue.dueAt, now), or(isNull(mailQueue.lockedUntil), lte(mailQueue.lockedUntil, now))))
        .orderBy(asc(mailQueue.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      return app.db
        .update(mailQueue)
        .set({ lockedUntil: sql`now() + make_interval(secs => ${LOCK_MS / 1000})`, attempts: sql`${mailQueue.attempts} + 1` })
        .where(sql`${mailQueue.id} in (${due})`)
        .returning();
    }

    async function runQueue() {
      const result = { sent: 0, dropped: 0, failed: 0 };
      for (;;) {
        const jobs = await claim();
        for (const job of jobs) {
          try {
            const handler = handlers.get(job.kind);
            if (!handler) throw new Error(`no handler for mail jobs of kind ${job.kind}`);
            const mail = await handler({ to: job.to, payload: job.payload });
            // through the decorated object, so that a test can watch or fail the transport
            if (mail) await mailer.deliver(mail);
            await app.db.delete(mailQueue).where(eq(mailQueue.id, job.id));
            if (mail) result.sent += 1;
            else result.dropped += 1;
            // which process sent it, not to whom: the address stays out of the logs
            app.log.info({ mailJob: job.id, kind: job.kind, sent: Boolean(mail) }, 'mail job done');
          } catch (error) {
            result.failed += 1;
            if (job.attempts >= MAX_ATTEMPTS) {
              app.log.error({ err: error, mailJob: job.id, kind: job.kind }, 'mail given up after repeated failures');
              await app.db.delete(mailQueue).where(eq(mailQueue.id, job.id));
            } else {
              app.log.warn({ err: error, mailJob: job.id, kind: job.kind, attempts: job.attempts }, 'mail not sent, tried again later');
              await app.db
                .update(mailQueue)
                .set({
                  lockedUntil: null,
                  dueAt: sql`now() + make_interval(secs => ${retryDelayMs(job.attempts) / 1000})`,
                  lastError: String((error as Error)?.message ?? error).slice(0, 500),
                })
                .where(eq(mailQueue.id, job.id));
            }
          }
        }
        if (jobs.length < BATCH) return result;
      }
    }

    // the worker: a round every MAIL_WORKER_INTERVAL_MS and one right after a request that queued mail; one at a time.
    // Its close hook, added here, runs before the one below that closes the transport.
    const { kick } = backgroundRounds(app, { name: 'mail worker', intervalMs: mailWorkerIntervalMs, round: runQueue });

    // mail queued: the worker runs once the answer has gone out, not while the request is still being answered
    let queued = false;
    app.addHook('onResponse', async () => {
      if (!queued) return;
      queued = false;
      setImmediate(kick);
    });

    async function enqueue(kind: string, to: string, payload: Record<string, unknown>, db: Executor = app.db) {
      await db.insert(mailQueue).values({ kind, to, payload });
      queued = true;
    }

    const mailer: Mailer = {
      send: (mail: Mail, db?: Executor) => enqueue('mail', mail.to, mail, db),
      enqueue,
      handle: (kind: string, handler: MailJobHandler) => void handlers.set(kind, handler),
      runQueue,
      deliver,
    };
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => {
      transport?.close();
    });
  },
  { name: 'mailer', dependencies: ['database'] },
);
