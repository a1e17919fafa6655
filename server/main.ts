import path from 'node:path';
import { buildApp } from './app';
import type { App } from './typed-app';
import { connectRedis } from './redis';
import { ConfigError, parseConfig, productionProblems } from './config';
import { openServerData } from './bootstrap';
import { DataDirLockedError } from './data-dir-lock';
import { seedDemoData } from './seed/seed-plan';
import { schedulePurge } from './jobs/purge';
import { scheduleWeeklyOffers } from './jobs/weekly-offers';
import { scheduleWorkshopJobs } from './jobs/workshops';
import { scheduleEvery } from './jobs/schedule';
import { releaseClaimedJobs } from './jobs/job-runner';
import { runVideoJobs } from './services/videos';
import { createMailer } from './mail/mailer';
import { securityLog } from './auth/security-events';
import { loggerOptions } from './http/request-log';
import { buildSite, checkBuild, isFreshBuild, publicDirOf } from './site/build-site';
import { type SiteState, loadRewrites } from './site/serve-site';
import { catalogueWatcher, siteRebuilds } from './site/site-rebuilds';
import { catalogueTimestamps } from './repositories/collection-timestamps';
import { stripeProvider } from './billing/stripe-provider';
import { testProvider } from './billing/test-provider';

const ROOT = path.resolve(__dirname, '..');
/**
 * Changes within this long of the first make one rebuild; later ones wait for the next (at most one
 * waits while a build runs). Short, since every second of it is a second before a page is live.
 */
const REBUILD_DELAY_MS = 1000;
/** How often each process looks for mails due for another delivery attempt. */
const MAIL_RETRY_TICK_MS = 15_000;
/** SIGTERM: in-flight requests get this long to finish before the process ends anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * The process's timers: the purge, weekly offers, workshop mails, mail retries, video transcoding
 * and the catalogue watch that asks for rebuilds. Returns what stops them all.
 */
function startJobs(app: App, siteChanged: (reason: string) => void): () => void {
  const stopPurge = schedulePurge(app, (error) => app.log.error({ err: error }, 'purge failed'));
  const jobError = (error: unknown) => app.log.error({ err: error }, 'weekly offer job failed');
  const stopOffers = scheduleWeeklyOffers(
    {
      db: app.db.db,
      publicUrl: app.config.publicUrl,
      mailer: createMailer(app.db.db, app.config.smtpUrl, app.config.mailFrom, jobError, {
        onRefused: (mail) => securityLog(app.log, 'mail.refused', { ...mail }),
      }),
    },
    jobError,
  );
  const stopWorkshops = scheduleWorkshopJobs(
    { db: app.db.db, publicUrl: app.config.publicUrl, mailer: app.mailer },
    (error) => app.log.error({ err: error }, 'workshop jobs failed'),
  );
  // Mails whose delivery failed (an SMTP outage) are tried again as their retries fall due.
  const stopMail = scheduleEvery(
    () => app.mailer.deliverDue(),
    MAIL_RETRY_TICK_MS,
    (error) => app.log.error({ err: error }, 'mail retries failed'),
  );
  // Uploaded videos waiting for their transcoding (a restart picks them up).
  const stopVideos = scheduleEvery(
    () => runVideoJobs({ db: app.db.db, storage: app.images }, new Date()),
    60_000,
    (error) => app.log.error({ err: error }, 'video jobs failed'),
  );
  // Writes the routes do not name (withdrawals, other processes) reach the pages too.
  const stopWatching = scheduleEvery(
    catalogueWatcher(
      () => catalogueTimestamps(app.db.db),
      () => siteChanged('catalogue changed'),
    ),
    5_000,
    (error) => app.log.error({ err: error }, 'catalogue watch failed'),
  );
  return () => {
    for (const stop of [stopPurge, stopOffers, stopWorkshops, stopVideos, stopMail, stopWatching]) stop();
  };
}

/** `npm start`: one process serving the site, /v1 and /images on one port. */
async function main() {
  const started = Date.now();
  const config = parseConfig();
  const problems = productionProblems(config);
  if (problems.length)
    throw new ConfigError(`NODE_ENV=production refuses development conveniences:\n- ${problems.join('\n- ')}`);
  const log = (line: string) => console.log(line);
  const { database, images, close } = await openServerData(config, log);
  if (config.seed) await seedDemoData(database.db, images, { dataDir: config.dataDir, log });

  const redis = config.redisUrl ? await connectRedis(config.redisUrl, log) : undefined;
  // Gatsby builds in the project, or in SITE_DIR (the end-to-end server's own site).
  const buildDir = config.siteDir || ROOT;
  const siteDir = publicDirOf(buildDir);
  const state: SiteState = { ready: false, rewrites: [] };
  // Set once the first build is in place: a rebuild reads the catalogue through this server's API.
  let apiUrl = '';
  let siteBuilt = () => {};
  const firstBuild = new Promise<void>((resolve) => (siteBuilt = resolve));
  const rebuilds = siteRebuilds({
    delayMs: REBUILD_DELAY_MS,
    rebuild: async (reasons) => {
      await firstBuild;
      const { current, source } = await checkBuild(database.db, ROOT, siteDir, false);
      if (current) return;
      log(`Rebuilding the site's changed pages (${reasons.join(', ')})…`);
      // Gatsby keeps its cache: only the pages whose data changed are rendered again, in place,
      // while the previous ones keep being served; what is new answers through the fallback routes.
      // Only a style change (sources edited under a running server) builds afresh, behind the 503.
      if (isFreshBuild(ROOT, buildDir)) state.ready = false;
      try {
        await buildSite(ROOT, buildDir, apiUrl, config.publicUrl, source, log);
      } finally {
        state.rewrites = loadRewrites(siteDir);
        state.ready = true;
      }
    },
    onError: (error, reasons) =>
      app.log.error({ err: error, reasons }, 'site rebuild failed: the previous pages stay served'),
  });
  const siteChanged = (reason: string) => {
    if (config.rebuildSite && config.buildSite !== 'never') rebuilds.request(reason);
  };
  const app = await buildApp({
    config,
    db: database,
    images,
    redis,
    payments: config.stripe ? stripeProvider(config.stripe) : testProvider(),
    site: { dir: siteDir, state },
    siteChanged,
    logger: loggerOptions(config.logLevel),
  });

  const stopJobs = startJobs(app, siteChanged);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log(`\n${signal}: closing the server and the database…`);
    stopJobs();
    rebuilds.stop();
    // Stop accepting at once (a proxy sends new requests to another process), let the requests
    // in flight finish, and never wait past the grace period a rolling restart allows.
    const grace = setTimeout(() => {
      log(`In-flight requests still running after ${SHUTDOWN_GRACE_MS / 1000} s: closing anyway.`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    grace.unref();
    await app.close();
    // Jobs this process claimed and did not finish go back to the others now, not at lease end.
    await releaseClaimedJobs(database.db).catch(() => {});
    redis?.disconnect();
    await close();
    log('Closed cleanly.');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  apiUrl = `http://127.0.0.1:${port}/v1`;

  // Never for a process that serves a site built elsewhere: the check may digest the catalogue.
  if (config.buildSite !== 'never') {
    const { current, source } = await checkBuild(database.db, ROOT, siteDir, true);
    if (config.buildSite === 'always' || !current) {
      log(`Building the site against ${apiUrl} (this takes a minute the first time)…`);
      await buildSite(ROOT, buildDir, apiUrl, config.publicUrl, source, log);
    }
  }
  state.rewrites = loadRewrites(siteDir);
  state.ready = true;
  siteBuilt();
  if (config.outboxPage)
    log(`The outbox (account mails and their links) is at http://localhost:${port}/dev/outbox, for this machine only.`);
  else if (!config.smtpUrl)
    log(
      'No SMTP_URL: account mails stay in the outbox table; OUTBOX_PAGE=on shows them at /dev/outbox to this machine only.',
    );
  log(
    `Miamo is ready at http://localhost:${port}/ (${database.engine}, ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError || error instanceof ConfigError) {
    console.error(`Miamo cannot start: ${error.message}`);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
});
