import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findBinary } from './binaries.mjs';
import { startNamedProcess } from './child-process.mjs';

/** The job name infra/prometheus/prometheus.yml gives the API replicas, so the alert rules match here too. */
const API_JOB = 'booking-portal-api';
/** Short, so that a replica killed by hand shows as down within seconds. */
const SCRAPE_INTERVAL = '5s';

function quoted(value) {
  return JSON.stringify(value);
}

/**
 * A Prometheus configuration for this run: both API processes' metrics ports as targets, each
 * labelled with its replica's name, and the project's alert rules (infra/prometheus/alerts.yml;
 * Prometheus refuses to start without them, so a broken path cannot drop them unnoticed). YAML is written by hand: every value is a quoted JSON string, which YAML reads as is.
 */
export function writePrometheusConfig({ root, directory, targets }) {
  mkdirSync(join(directory, 'data'), { recursive: true });
  const rules = join(root, 'infra', 'prometheus', 'alerts.yml');
  const ruleFiles = `rule_files:\n  - ${quoted(rules)}\n`;
  const staticConfigs = targets
    .map(
      ({ address, replica }) =>
        `      - targets: [${quoted(address)}]\n        labels:\n          replica: ${quoted(replica)}`,
    )
    .join('\n');
  const configFile = join(directory, 'prometheus.yml');
  writeFileSync(
    configFile,
    `# Written by infra/stack/start-stack.mjs for this run only.
global:
  scrape_interval: ${SCRAPE_INTERVAL}
  evaluation_interval: ${SCRAPE_INTERVAL}
${ruleFiles}scrape_configs:
  - job_name: ${quoted(API_JOB)}
    static_configs:
${staticConfigs}
`,
  );
  return { configFile, ruleFile: rules };
}

export function startPrometheus({ configFile, directory, port }) {
  return startNamedProcess('prometheus', findBinary('prometheus'), [
    `--config.file=${configFile}`,
    `--storage.tsdb.path=${join(directory, 'data')}`,
    `--web.listen-address=127.0.0.1:${port}`,
    '--log.level=warn',
  ]);
}

/** Prometheus reads its configuration again on SIGHUP: the targets a release moved. */
export function reloadPrometheus(prometheus) {
  prometheus.child.kill('SIGHUP');
}
