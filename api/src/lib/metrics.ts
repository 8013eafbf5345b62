import {
  Counter,
  Gauge,
  Histogram,
  Registry,
  collectDefaultMetrics,
  type CounterConfiguration,
  type GaugeConfiguration,
  type HistogramConfiguration,
} from 'prom-client';

/**
 * The server's one Prometheus registry: GET /metrics answers it (plugins/app/metrics). Any part of
 * the server adds its own metric here with counter(), gauge() or histogram(), named `aec_<what>`
 * (`_total` for counters, `_seconds` and `_bytes` for units), with labels of a few known values only
 * (a route's pattern, never its URL: every label value is a series kept for ever).
 *
 *   const sent = counter({ name: 'aec_outbox_sent_total', help: 'Mails the SMTP server took.' });
 *   sent.inc();
 *   gauge({ name: 'aec_backup_age_seconds', help: '…', collect() { this.set(ageOfNewestBackup()); } });
 *
 * A metric is made once per process: asked again by name (every buildApp in a test file), the one
 * already registered is answered. A gauge with `collect` (read when scraped) is the exception: the
 * newest one replaces the old, whose collect may read a closed database.
 */
export const registry = new Registry();

let processMetrics = false;

/** The Node process's own metrics (CPU, memory, event-loop lag, GC, handles), once per process. */
export function collectProcessMetrics(): void {
  if (processMetrics) return;
  processMetrics = true;
  collectDefaultMetrics({ register: registry });
}

function registered<M>(name: string, kind: abstract new (...args: never[]) => M): M | undefined {
  const metric = registry.getSingleMetric(name);
  if (metric === undefined) return undefined;
  if (!(metric instanceof kind)) throw new Error(`The metric ${name} is already registered as another kind of metric.`);
  return metric;
}

export function counter<T extends string = string>(config: CounterConfiguration<T>): Counter<T> {
  return registered<Counter<T>>(config.name, Counter) ?? new Counter({ ...config, registers: [registry] });
}

export function histogram<T extends string = string>(config: HistogramConfiguration<T>): Histogram<T> {
  return registered<Histogram<T>>(config.name, Histogram) ?? new Histogram({ ...config, registers: [registry] });
}

export function gauge<T extends string = string>(config: GaugeConfiguration<T>): Gauge<T> {
  if (config.collect) {
    registered<Gauge<T>>(config.name, Gauge);
    registry.removeSingleMetric(config.name);
  } else {
    const known = registered<Gauge<T>>(config.name, Gauge);
    if (known) return known;
  }
  return new Gauge({ ...config, registers: [registry] });
}

/** The registry in Prometheus's text format, and its content type. */
export async function exposition(): Promise<{ contentType: string; text: string }> {
  return { contentType: registry.contentType, text: await registry.metrics() };
}
