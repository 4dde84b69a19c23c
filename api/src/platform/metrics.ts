import type { Request, RequestHandler } from 'express';
import express from 'express';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { QueryTypes } from 'sequelize';
import type { AppContext } from './context.ts';

/** Sequelize's pool (sequelize-pool), which its typings do not expose. */
interface PoolCounts {
  size: number;
  available: number;
  using: number;
  waiting: number;
  maxSize: number;
}

const labelNames = ['method', 'route', 'status_class'] as const;

/**
 * The route pattern a request matched (`/orders/:id`), never its raw URL, so one series stands for one route
 * whatever ids are asked for; a request no route matched counts under one name.
 */
function routeOf(req: Request): string {
  const path = (req.route as { path?: unknown } | undefined)?.path;
  return typeof path === 'string' ? `${req.baseUrl}${path}` : 'unmatched';
}

/**
 * Sees whether an address belongs to a list written as TRUSTED_PROXIES is: Express compiles such lists for
 * `trust proxy`, so the same names and ranges mean the same here.
 */
function addressMatcher(list: string[]): (address: string) => boolean {
  const compiler = express();
  compiler.set('trust proxy', list);
  const matches = compiler.get('trust proxy fn') as (address: string, hop: number) => boolean;
  return (address) => matches(address, 0);
}

/**
 * The Prometheus metrics of one API process: requests by route and status class, their latency, errors, the
 * database pool and the job queue, with Node's own process metrics. One registry per app, so tests that build
 * several apps in one process keep their counts apart.
 */
export function createMetrics(ctx: AppContext) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class',
    labelNames,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_request_errors_total',
    help: 'HTTP requests answered with a server error (5xx), by method and route pattern',
    labelNames: ['method', 'route'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status class',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections by state: in use, idle, requests waiting for one, and the maximum',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = (ctx.sequelize.connectionManager as unknown as { pool?: PoolCounts }).pool;
      if (!pool) return;
      this.set({ state: 'used' }, pool.using);
      this.set({ state: 'idle' }, pool.available);
      this.set({ state: 'waiting' }, pool.waiting);
      this.set({ state: 'max' }, pool.maxSize);
    },
  });
  const queueState = async () =>
    ctx.sequelize
      .query<{ name: string; waiting: string; oldest_seconds: number | null }>(
        // Jobs waiting to run: created or waiting to retry and due now; the age is the oldest one's wait.
        `SELECT name, count(*) AS waiting,
           extract(epoch FROM now() - min(created_on))::float8 AS oldest_seconds
         FROM pgboss.job WHERE state IN ('created', 'retry') AND start_after <= now()
         GROUP BY name`,
        { type: QueryTypes.SELECT },
      )
      // Before the queue made its schema (or with the database away) there is nothing to report.
      .catch(() => []);
  const depth = new Gauge({
    name: 'job_queue_waiting_jobs',
    help: 'Jobs waiting in the queue to be run, per queue',
    labelNames: ['queue'],
    registers: [registry],
  });
  const age = new Gauge({
    name: 'job_queue_oldest_waiting_seconds',
    help: 'How long the oldest waiting job of each queue has waited',
    labelNames: ['queue'],
    registers: [registry],
  });
  // One query feeds both queue gauges, made when the metrics are read.
  const readQueues = async () => {
    const rows = await queueState();
    depth.reset();
    age.reset();
    for (const row of rows) {
      depth.set({ queue: row.name }, Number(row.waiting));
      age.set({ queue: row.name }, row.oldest_seconds ?? 0);
    }
  };

  const track: RequestHandler = (req, res, next) => {
    const end = latency.startTimer();
    res.once('finish', () => {
      const labels = {
        method: req.method,
        route: routeOf(req),
        status_class: `${Math.floor(res.statusCode / 100)}xx`,
      };
      end(labels);
      requests.inc(labels);
      if (res.statusCode >= 500) errors.inc({ method: labels.method, route: labels.route });
    });
    next();
  };

  const internal = addressMatcher(ctx.config.metricsAllow);
  // Judged by the socket's own peer, never X-Forwarded-For. A request that came through a proxy (it names a client)
  // is refused even when the proxy's own address is inside: the public proxy sits on the internal network too, and
  // refuses /api/metrics itself as well. Anyone refused is told the route does not exist.
  const endpoint: RequestHandler = async (req, res, next) => {
    const proxied = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
    if (proxied || !internal(req.socket.remoteAddress ?? '')) return next();
    await readQueues();
    res.setHeader('Cache-Control', 'no-store');
    res.type(registry.contentType).send(await registry.metrics());
  };

  return { registry, track, endpoint };
}
