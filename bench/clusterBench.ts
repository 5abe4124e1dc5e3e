// Scale-out: GET users/me through HAProxy with 3 API instances, then with 1 (two killed and
// taken out by the balancer's health checks), on one PostgreSQL, autocannon from a second
// process. `CLUSTER_BENCH=0 npm run bench` skips it. On a 2-core machine shared with the load
// generator, HAProxy and PostgreSQL, more instances cannot add CPU: expect little or no gain.
import { cpus, loadavg } from 'node:os';
import { startCluster } from '@server/cluster/startCluster';
import { runAutocannon } from './apiBench';
import { formatMs, printTable } from './printTable';

const demo = { email: 'demo@minuta.local', password: 'Minuta-Demo-2026' };

export async function runClusterBench(): Promise<void> {
  if (process.env.CLUSTER_BENCH === '0') {
    console.log('\nCluster bench skipped (CLUSTER_BENCH=0).');
    return;
  }
  const cluster = await startCluster({
    basePort: Number(process.env.CLUSTER_PORT || 3140),
    apis: 3,
    workers: 0,
    databaseUrl: process.env.DATABASE_URL || null,
    env: { LOG_LEVEL: 'warn', DOCX_WARM_ON_START: 'false' },
  });
  try {
    const login = await fetch(`${cluster.url}/api/v1/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(demo),
    });
    const token = ((await login.json()) as { accessToken: string }).accessToken;
    const job = {
      url: cluster.url,
      method: 'GET' as const,
      path: '/api/v1/users/me',
      token,
      connections: 50,
      duration: 10,
    };
    await runAutocannon({ ...job, duration: 3 });
    const three = await runAutocannon(job);
    const load = loadavg()[0]?.toFixed(1);
    for (const api of cluster.apis.slice(1)) await cluster.kill(api);
    // HAProxy takes a dead instance out after two failed checks a second apart.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    await runAutocannon({ ...job, duration: 3 });
    const one = await runAutocannon(job);
    const row = (label: string, f: typeof one) => [
      label,
      Math.round(f.reqPerSec).toString(),
      formatMs(f.p50),
      formatMs(f.p99),
      f.failures.toString(),
    ];
    printTable(
      `Cluster: GET users/me through HAProxy on PostgreSQL, 50 connections, 10 s (${cpus().length} cores shared with the load generator, HAProxy, PostgreSQL and other engineers' work; load ${load})`,
      ['', 'req/s', 'p50', 'p99', 'failures'],
      [row('3 API instances', three), row('1 API instance', one)],
    );
    console.log(
      `\n3 instances / 1 instance = ${(three.reqPerSec / Math.max(one.reqPerSec, 1)).toFixed(2)}× ` +
        '(the CPU is the limit on this machine: instances add capacity only with cores to run on)',
    );
  } finally {
    await cluster.stop();
  }
}
