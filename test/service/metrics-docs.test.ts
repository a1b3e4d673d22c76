/** The metrics an operator reads: each one is explained in docs/operations.md, and the dashboard asks only for metrics that exist. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/config.js';
import { registry } from '../../src/service/metrics.js';

const docs = readFileSync(join(PROJECT_ROOT, 'docs/operations.md'), 'utf8');
const dashboard = JSON.parse(readFileSync(join(PROJECT_ROOT, 'docs/grafana-dashboard.json'), 'utf8')) as {
  panels: { title: string; targets: { expr: string }[] }[];
};
const names = registry.getMetricsAsArray().map((metric) => metric.name);

describe('The metrics documentation', () => {
  it('explains every metric of the bot', () => {
    const ours = names.filter((name) => name.startsWith('gm_'));
    expect(ours.length).toBeGreaterThanOrEqual(13);
    for (const name of ours) expect(docs, name).toContain(`\`${name}\``);
  });

  it('has a dashboard whose every query names a metric the bot serves', () => {
    const titles = dashboard.panels.map((panel) => panel.title).join(' | ');
    for (const first of ['latency p50 / p99', 'refusals', 'Picture drawing time', 'Solver queue', 'Shards'])
      expect(titles).toContain(first);
    for (const panel of dashboard.panels)
      for (const { expr } of panel.targets) {
        const used = [...expr.matchAll(/\b((?:gm|process|nodejs)_[a-z_]+?)(?:_bucket|_count|_sum)?\b/g)].map((match) => match[1]);
        expect(used.length, panel.title).toBeGreaterThan(0);
        for (const name of used) expect(names, `${panel.title}: ${name}`).toContain(name);
      }
  });
});
