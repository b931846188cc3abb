import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPortalMetrics } from '../../api/src/platform/metrics';
import { findObject, loadCluster } from '../test-support/kubernetes';
import {
  alertRules,
  discoveredPod,
  parseDiscoveredTargets,
  PROMETHEUS_DIRECTORY,
  readPrometheusYaml,
  writeWithStaticDiscovery,
  type PrometheusConfig,
  type RuleTestFile,
} from '../test-support/prometheus';
import { readRepositoryFile, repositoryPath } from '../test-support/repository';
import { itWithTool, PROMTOOL, runTool } from '../test-support/tools';

const API_JOB = 'booking-portal-api';
const KUBERNETES_JOB = 'kubernetes-pods';
/** What Debian's promtool (built without Kubernetes discovery) says about the Kubernetes config. */
const NO_KUBERNETES_DISCOVERY = /field kubernetes_sd_configs not found/;

const cluster = loadCluster();
const apiEnvironment = findObject(cluster.applied, 'ConfigMap', 'booking-portal-api-env').data ?? {};
const rules = alertRules();
const withPromtool = (purpose: string) => itWithTool(PROMTOOL, purpose);

function prometheusFile(file: string): string {
  return repositoryPath(path.join(PROMETHEUS_DIRECTORY, file));
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces as dashes. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const [, heading] of markdown.matchAll(/^#{1,6}\s+(.+)$/gm)) {
    anchors.add(
      (heading ?? '')
        .trim()
        .toLowerCase()
        .replace(/[^a-z0-9 _-]/g, '')
        .replace(/ /g, '-'),
    );
  }
  return anchors;
}

describe('the Prometheus configs and alert rules (infra/prometheus)', () => {
  let scratch = '';
  beforeAll(() => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'infra-prometheus-'));
  });
  afterAll(() => {
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  withPromtool('promtool check config of the compose config')(
    'when promtool checks the compose config, then it and the rules it loads are valid',
    () => {
      const check = runTool('promtool', ['check', 'config', prometheusFile('prometheus.yml')]);
      expect(check.output).toContain('is valid prometheus config file syntax');
      expect(check.status).toBe(0);
    },
  );

  withPromtool('service discovery of the compose config')(
    'when Prometheus runs in compose, then it scrapes both API replicas on their metrics port',
    () => {
      const discovery = runTool('promtool', [
        'check',
        'service-discovery',
        '--timeout=3s',
        prometheusFile('prometheus.yml'),
        API_JOB,
      ]);
      expect(discovery.status).toBe(0);
      const instances = parseDiscoveredTargets(discovery.stdout).map(({ labels }) => labels.instance);
      const port = apiEnvironment.METRICS_PORT;
      expect(instances.sort()).toEqual([`api-1:${port}`, `api-2:${port}`]);
    },
  );

  withPromtool('promtool check config of the Kubernetes config')(
    'when promtool checks the Kubernetes config, then it is valid (with static targets where promtool lacks Kubernetes discovery)',
    () => {
      const check = runTool('promtool', ['check', 'config', prometheusFile('prometheus-kubernetes.yml')]);
      if (check.status !== 0 && NO_KUBERNETES_DISCOVERY.test(check.output)) {
        console.warn(
          'This promtool is built without Kubernetes discovery (Debian): checking prometheus-kubernetes.yml with its discovery replaced by static targets.',
        );
        const copy = writeWithStaticDiscovery(
          'prometheus-kubernetes.yml',
          KUBERNETES_JOB,
          [{ targets: ['10.0.0.1:9464'] }],
          scratch,
        );
        const fallback = runTool('promtool', ['check', 'config', copy]);
        expect(fallback.output).toContain('is valid prometheus config file syntax');
        expect(fallback.status).toBe(0);
        return;
      }
      expect(check.status).toBe(0);
    },
  );

  withPromtool('the Kubernetes scrape job relabelling')(
    'when Kubernetes discovers the pods, then the API pods become booking-portal-api targets on their annotated port and the static servers are left out',
    () => {
      const api = findObject(cluster.applied, 'Deployment', API_JOB);
      const shell = findObject(cluster.applied, 'Deployment', 'booking-portal-shell');
      const copy = writeWithStaticDiscovery(
        'prometheus-kubernetes.yml',
        KUBERNETES_JOB,
        [discoveredPod(api, '10.1.2.3'), discoveredPod(shell, '10.1.2.4')],
        scratch,
      );
      const discovery = runTool('promtool', [
        'check',
        'service-discovery',
        '--timeout=3s',
        copy,
        KUBERNETES_JOB,
      ]);
      expect(discovery.status).toBe(0);
      const targets = parseDiscoveredTargets(discovery.stdout);
      const podAt = (ip: string) =>
        targets.find(({ discoveredLabels }) => discoveredLabels.__meta_kubernetes_pod_ip === ip);
      const [apiTarget, shellTarget] = [podAt('10.1.2.3'), podAt('10.1.2.4')];
      expect(targets).toHaveLength(2);
      expect(apiTarget?.labels).toMatchObject({
        job: API_JOB,
        instance: `10.1.2.3:${apiEnvironment.METRICS_PORT}`,
        __metrics_path__: '/metrics',
        namespace: 'booking-portal',
        pod: 'booking-portal-api-0',
      });
      expect(shellTarget?.labels).toEqual({});
    },
  );

  withPromtool('promtool check rules')('when promtool checks the alert rules, then they are valid', () => {
    const check = runTool('promtool', ['check', 'rules', prometheusFile('alerts.yml')]);
    expect(check.output).toContain(`SUCCESS: ${rules.length} rules found`);
    expect(check.status).toBe(0);
  });

  withPromtool('promtool test rules')(
    'when promtool runs the rule unit tests, then every alert fires on its synthetic series and stays quiet otherwise',
    () => {
      const unitTests = runTool('promtool', ['test', 'rules', prometheusFile('alerts.test.yml')]);
      expect(unitTests.output).toContain('SUCCESS');
      expect(unitTests.status).toBe(0);
    },
  );

  it('when both configs load rules, then they load alerts.yml beside them', () => {
    for (const file of ['prometheus.yml', 'prometheus-kubernetes.yml']) {
      expect(readPrometheusYaml<PrometheusConfig>(file).rule_files).toEqual(['alerts.yml']);
    }
    expect(readPrometheusYaml<RuleTestFile>('alerts.test.yml').rule_files).toEqual(['alerts.yml']);
  });

  it('when an alert is defined, then it waits before firing, has a severity and says what to read', () => {
    const alerts = rules.filter((rule) => rule.alert !== undefined);
    expect(alerts.length).toBeGreaterThan(0);
    const anchors = headingAnchors(readRepositoryFile('docs/OPERATIONS.md'));
    for (const alert of alerts) {
      expect({ alert: alert.alert, for: alert.for }).toEqual({
        alert: alert.alert,
        for: expect.stringMatching(/^\d+m$/),
      });
      expect(['warning', 'critical']).toContain(alert.labels?.severity);
      expect(alert.annotations?.summary).toBeTruthy();
      expect(alert.annotations?.description).toBeTruthy();
      const anchor = (alert.alert ?? '').toLowerCase();
      expect(alert.annotations?.runbook).toBe(`docs/OPERATIONS.md#${anchor}`);
      expect({ anchor, inOperations: anchors.has(anchor) }).toEqual({ anchor, inOperations: true });
    }
  });

  it('when the rules are unit tested, then each alert is seen both firing and quiet', () => {
    const cases = (readPrometheusYaml<RuleTestFile>('alerts.test.yml').tests ?? []).flatMap(
      (test) => test.alert_rule_test ?? [],
    );
    const alerts = rules.flatMap((rule) => (rule.alert === undefined ? [] : [rule.alert]));
    expect(alerts.length).toBeGreaterThan(0);
    for (const alert of alerts) {
      const ofAlert = cases.filter((testCase) => testCase.alertname === alert);
      expect({ alert, fires: ofAlert.some((testCase) => (testCase.exp_alerts ?? []).length > 0) }).toEqual({
        alert,
        fires: true,
      });
      expect({ alert, quiet: ofAlert.some((testCase) => (testCase.exp_alerts ?? []).length === 0) }).toEqual({
        alert,
        quiet: true,
      });
    }
  });

  it('when a rule records a series, then the unit tests check the value it records', () => {
    const checkedExpressions = (readPrometheusYaml<RuleTestFile>('alerts.test.yml').tests ?? []).flatMap(
      (test) => (test.promql_expr_test ?? []).map(({ expr }) => expr),
    );
    const recorded = rules.flatMap((rule) => (rule.record === undefined ? [] : [rule.record]));
    for (const record of recorded) {
      expect({ record, checked: checkedExpressions.includes(record) }).toEqual({ record, checked: true });
    }
  });

  it('when a rule selects a metric, then the API registers that metric with every label the rule matches on', () => {
    const { registry } = createPortalMetrics({ processMetrics: false });
    // Series Prometheus makes itself: `up`, and what the recording rules record.
    const prometheusOwn = new Set(['up', ...rules.flatMap((rule) => (rule.record ? [rule.record] : []))]);
    const targetLabels = new Set(['job', 'instance']);
    const selectors = rules.flatMap((rule) => [
      ...(rule.expr ?? '').matchAll(/([a-zA-Z_:][a-zA-Z0-9_:]*)\{([^}]*)\}/g),
    ]);
    expect(selectors.length).toBeGreaterThan(0);
    for (const [, series = '', matchers = ''] of selectors) {
      if (prometheusOwn.has(series)) continue;
      const histogramPart = /_(bucket|sum|count)$/.exec(series);
      const metricName =
        histogramPart && !registry.getSingleMetric(series) ? series.slice(0, histogramPart.index) : series;
      const metric = registry.getSingleMetric(metricName);
      expect({ series, registered: metric !== undefined }).toEqual({ series, registered: true });
      const labelNames: unknown = metric ? Reflect.get(metric, 'labelNames') : [];
      const known = new Set([...(Array.isArray(labelNames) ? labelNames.map(String) : []), ...targetLabels]);
      if (histogramPart?.[1] === 'bucket') known.add('le');
      for (const [, label] of matchers.matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)\s*(?:=~|!~|!=|=)/g)) {
        expect({ series, label, known: known.has(label ?? '') }).toEqual({ series, label, known: true });
      }
    }
  });
});
