import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { KubernetesObject } from './kubernetes';
import { readRepositoryFile, repositoryPath } from './repository';

export const PROMETHEUS_DIRECTORY = 'infra/prometheus';

export interface AlertRule {
  alert?: string;
  record?: string;
  expr?: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}

interface RuleFile {
  groups?: { name?: string; rules?: AlertRule[] }[];
}

export interface RuleTestFile {
  rule_files?: string[];
  tests?: {
    name?: string;
    alert_rule_test?: { alertname?: string; eval_time?: string; exp_alerts?: object[] }[];
    promql_expr_test?: { expr?: string; eval_time?: string; exp_samples?: object[] }[];
  }[];
}

export interface TargetGroup {
  targets?: string[];
  labels?: Record<string, string>;
}

interface ScrapeJob {
  job_name?: string;
  kubernetes_sd_configs?: object[];
  static_configs?: TargetGroup[];
  relabel_configs?: object[];
}

export interface PrometheusConfig {
  rule_files?: string[];
  scrape_configs?: ScrapeJob[];
}

export function readPrometheusYaml<T>(file: string): T {
  const parsed: unknown = parse(readRepositoryFile(path.join(PROMETHEUS_DIRECTORY, file)));
  if (typeof parsed !== 'object' || parsed === null) throw new Error(`${file} is not a YAML mapping`);
  return parsed as T;
}

export function alertRules(): AlertRule[] {
  return (readPrometheusYaml<RuleFile>('alerts.yml').groups ?? []).flatMap((group) => group.rules ?? []);
}

/** Prometheus turns label and annotation names into meta label names this way. */
function metaName(name: string): string {
  return name.replace(/[^a-zA-Z0-9_]/g, '_');
}

/**
 * The target group Kubernetes pod discovery would give Prometheus for one pod of a workload: its
 * address on the first container port, with the pod's labels and annotations as meta labels.
 */
export function discoveredPod(workload: KubernetesObject, podIp: string): TargetGroup {
  const template = workload.spec?.template;
  const firstPort = template?.spec?.containers?.[0]?.ports?.[0]?.containerPort ?? 80;
  const labels: Record<string, string> = {
    __meta_kubernetes_namespace: workload.metadata?.namespace ?? '',
    __meta_kubernetes_pod_name: `${workload.metadata?.name ?? 'pod'}-0`,
    __meta_kubernetes_pod_ip: podIp,
  };
  for (const [key, value] of Object.entries(template?.metadata?.labels ?? {})) {
    labels[`__meta_kubernetes_pod_label_${metaName(key)}`] = value;
  }
  for (const [key, value] of Object.entries(template?.metadata?.annotations ?? {})) {
    labels[`__meta_kubernetes_pod_annotation_${metaName(key)}`] = value;
  }
  return { targets: [`${podIp}:${firstPort}`], labels };
}

/**
 * A copy of a config whose Kubernetes discovery is replaced by the given target groups, written to
 * `directory` with the rule files beside it: Debian's promtool is built without Kubernetes
 * discovery, but checks the rest and applies the relabelling to these targets all the same.
 */
export function writeWithStaticDiscovery(
  file: string,
  jobName: string,
  targetGroups: TargetGroup[],
  directory: string,
): string {
  const config = readPrometheusYaml<PrometheusConfig>(file);
  const job = config.scrape_configs?.find(({ job_name }) => job_name === jobName);
  if (!job) throw new Error(`${file} has no job ${jobName}`);
  delete job.kubernetes_sd_configs;
  job.static_configs = targetGroups;
  for (const ruleFile of config.rule_files ?? []) {
    fs.copyFileSync(
      repositoryPath(path.join(PROMETHEUS_DIRECTORY, ruleFile)),
      path.join(directory, ruleFile),
    );
  }
  const written = path.join(directory, file);
  fs.writeFileSync(written, JSON.stringify(config, null, 2));
  return written;
}

export interface DiscoveredTarget {
  discoveredLabels: Record<string, string>;
  /** Empty when relabelling dropped the target. */
  labels: Record<string, string>;
}

export function parseDiscoveredTargets(output: string): DiscoveredTarget[] {
  const parsed: unknown = JSON.parse(output);
  if (!Array.isArray(parsed)) throw new Error('promtool check service-discovery did not print a list');
  return parsed as DiscoveredTarget[];
}
