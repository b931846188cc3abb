import { Histogram, Registry } from 'prom-client';
import { LocallyCountedHistogram } from '../locally-counted-histogram';

const BUCKETS = [0.005, 0.01, 0.1, 1];
const OBSERVATIONS: [labels: { method: string; route: string }, seconds: number][] = [
  [{ method: 'GET', route: '/api/bookings' }, 0.004],
  [{ method: 'GET', route: '/api/bookings' }, 0.005],
  [{ method: 'GET', route: '/api/bookings' }, 0.2],
  [{ method: 'POST', route: '/api/bookings' }, 0.05],
  [{ method: 'GET', route: '/api/bookings' }, 30],
  [{ method: 'POST', route: '/api/bookings' }, 0.0001],
];

function exposition<T extends Histogram<'method' | 'route'>>(
  make: (registers: Registry[]) => T,
  feed: (histogram: T) => void,
) {
  const registry = new Registry();
  const histogram = make([registry]);
  feed(histogram);
  return { registry, histogram };
}

describe('LocallyCountedHistogram', () => {
  it('when fed the same observations as a prom-client Histogram, then its text exposition and get() are the same', async () => {
    const configuration = {
      name: 'answer_seconds',
      help: 'Answers.',
      labelNames: ['method', 'route'] as const,
      buckets: BUCKETS,
    };
    const reference = exposition(
      (registers) =>
        new Histogram({ ...configuration, labelNames: [...configuration.labelNames], registers }),
      (histogram) => {
        for (const [labels, seconds] of OBSERVATIONS) histogram.observe(labels, seconds);
      },
    );
    const counted = exposition(
      (registers) =>
        new LocallyCountedHistogram({
          ...configuration,
          labelNames: [...configuration.labelNames],
          registers,
        }),
      (histogram) => {
        const series = new Map<string, ReturnType<typeof histogram.series>>();
        for (const [labels, seconds] of OBSERVATIONS) {
          const key = `${labels.method} ${labels.route}`;
          if (!series.has(key)) series.set(key, histogram.series(labels));
          series.get(key)?.observe(seconds);
        }
      },
    );

    expect(await counted.registry.metrics()).toBe(await reference.registry.metrics());
    expect(await counted.histogram.get()).toEqual(await reference.histogram.get());
  });

  it('when reset, then every series counts from zero again', async () => {
    const registry = new Registry();
    const histogram = new LocallyCountedHistogram({
      name: 'answer_seconds',
      help: 'Answers.',
      labelNames: ['route'],
      buckets: BUCKETS,
      registers: [registry],
    });
    const series = histogram.series({ route: '/healthz' });
    series.observe(0.5);
    histogram.reset();
    series.observe(0.002);

    const text = await registry.metrics();

    expect(text).toContain('answer_seconds_count{route="/healthz"} 1');
    expect(text).toContain('answer_seconds_sum{route="/healthz"} 0.002');
  });

  it('when counted through prom-client observe or labels, then it refuses instead of losing the observation', () => {
    const histogram = new LocallyCountedHistogram({
      name: 'answer_seconds',
      help: 'Answers.',
      labelNames: ['route'],
      buckets: BUCKETS,
      registers: [],
    });

    expect(() => histogram.observe({ route: '/healthz' }, 1)).toThrow('counts through series');
    expect(() => histogram.labels({ route: '/healthz' })).toThrow('counts through series');
  });
});
