import { Histogram, type HistogramConfiguration } from 'prom-client';

/** One label set's counts, kept as plain numbers. */
export interface CountedSeries {
  observe(value: number): void;
}

interface SeriesCounts<Label extends string> extends CountedSeries {
  labels: Record<Label, string>;
  /** Observations per bucket (not cumulative), the last one above every bound (+Inf). */
  buckets: number[];
  sum: number;
  count: number;
}

/** A sample as prom-client's registry reads it: `labels` its own, `sharedLabels` the series'. */
interface ExportedSample<Label extends string> {
  labels: { le?: number | string };
  /** prom-client's buckets carry null (no exemplars kept); sum and count none. */
  exemplar?: null;
  sharedLabels: Record<Label, string>;
  value: number;
  metricName: string;
}

const UNSUPPORTED =
  'LocallyCountedHistogram counts through series(labels).observe(value): prom-client observe/labels would be lost';

/**
 * A prom-client Histogram (its name, help, buckets, registration and text format) whose label sets
 * count in plain numbers: `series(labels)` once per label set, then `observe(value)` is a bucket search
 * and three additions. prom-client's own observe validates and hashes the labels on every call, which
 * was most of the HTTP telemetry's per-request cost (docs/PERFORMANCE-PROFILES.md).
 *
 * The registry reads a metric through getForPromString() when it has one, and prom-client's get()
 * reads that too, so both the text exposition and get() show these counts.
 */
export class LocallyCountedHistogram<Label extends string> extends Histogram<Label> {
  private readonly bounds: readonly number[];
  private readonly counted: SeriesCounts<Label>[] = [];
  private readonly exported: { name: string; help: string; aggregator: string };

  constructor(configuration: Omit<HistogramConfiguration<Label>, 'collect'> & { buckets: number[] }) {
    super(configuration);
    this.exported = {
      name: configuration.name,
      help: configuration.help,
      aggregator: configuration.aggregator ?? 'sum',
    };
    this.bounds = [...configuration.buckets].sort((left, right) => left - right);
    // prom-client sets observe on the instance; neither it nor labels() may count out of sight.
    this.observe = () => {
      throw new Error(UNSUPPORTED);
    };
  }

  override labels(..._labels: unknown[]): never {
    throw new Error(UNSUPPORTED);
  }

  /** The counting handle of one label set: call once per label set and keep it (each call adds a series). */
  series(labels: Record<Label, string>): CountedSeries {
    const bounds = this.bounds;
    const series: SeriesCounts<Label> = {
      labels: { ...labels },
      buckets: new Array<number>(bounds.length + 1).fill(0),
      sum: 0,
      count: 0,
      observe(value) {
        if (!Number.isFinite(value)) return;
        let bucket = 0;
        while (bucket < bounds.length && value > (bounds[bucket] as number)) bucket += 1;
        series.buckets[bucket] = (series.buckets[bucket] ?? 0) + 1;
        series.sum += value;
        series.count += 1;
      },
    };
    this.counted.push(series);
    return series;
  }

  override reset(): void {
    super.reset();
    // prom-client calls reset() from its constructor, before this class's fields exist.
    for (const series of this.counted ?? []) {
      series.buckets.fill(0);
      series.sum = 0;
      series.count = 0;
    }
  }

  /** What prom-client's registry and get() read (its Histogram's shape of the same data). */
  async getForPromString() {
    const { name, help, aggregator } = this.exported;
    const bucketName = `${name}_bucket`;
    const values: ExportedSample<Label>[] = [];
    for (const series of this.counted) {
      let cumulative = 0;
      this.bounds.forEach((bound, index) => {
        cumulative += series.buckets[index] ?? 0;
        values.push({
          labels: { le: bound },
          exemplar: null,
          sharedLabels: series.labels,
          value: cumulative,
          metricName: bucketName,
        });
      });
      values.push(
        {
          labels: { le: '+Inf' },
          exemplar: null,
          sharedLabels: series.labels,
          value: series.count,
          metricName: bucketName,
        },
        { labels: {}, sharedLabels: series.labels, value: series.sum, metricName: `${name}_sum` },
        { labels: {}, sharedLabels: series.labels, value: series.count, metricName: `${name}_count` },
      );
    }
    return { name, help, type: 'histogram', values, aggregator };
  }
}
