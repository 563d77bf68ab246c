import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

// The Dockerfile and compose.yaml cannot be built or started here (no images can be pulled), so these
// checks keep them to the commands and layout that the rest of the suite does run: the README's build
// steps, `node server.js` as `npm run serve` starts it, and the nginx files the nginx test runs.
const root = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')
const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts

interface ComposeService {
  image?: string
  build?: unknown
  stop_grace_period?: string
  command?: string[]
  environment?: Record<string, string>
  volumes?: string[]
  healthcheck?: { disable?: boolean; test?: string[] }
}

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile')
  const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '))

  it('builds with the README steps and starts the server as npm run serve does', () => {
    expect(dockerfile).toMatch(/^RUN npm ci\b/m)
    expect(dockerfile).toMatch(/^RUN npm run build\b/m)
    expect(scripts.serve).toMatch(/node server\.js$/)
    expect(runtime).toMatch(/^CMD \["node", "server\.js"\]$/m)
    expect(runtime).toMatch(/NODE_ENV=production/)
  })

  it('runs as a non-root user with a health check on /healthz', () => {
    expect(runtime).toMatch(/^USER node$/m)
    expect(runtime).toMatch(/^HEALTHCHECK [\s\S]*\/healthz/m)
  })

  it('checks health on the health port, which a busy event loop does not delay (ADR 140)', () => {
    expect(runtime).toMatch(/HEALTH_PORT=3001/)
    expect(runtime).toMatch(/^HEALTHCHECK [\s\S]*process\.env\.HEALTH_PORT\}\/healthz/m)
    expect(runtime).toMatch(/^EXPOSE 3000 3001$/m)
  })

  it('runs the Node that development and CI run: the `node` devDependency, same version', () => {
    const pkg = JSON.parse(read('package.json')) as { devDependencies: Record<string, string>; engines: { node: string } }
    const pinned = pkg.devDependencies.node!
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/)
    expect(dockerfile).toMatch(new RegExp(`^ARG NODE_VERSION=${pinned.replaceAll('.', '\\.')}$`, 'm'))
    expect(dockerfile).toMatch(/^FROM node:\$\{NODE_VERSION\}-/m)
    expect(pkg.engines.node).toBe(`>=${pinned.split('.').slice(0, 2).join('.')}`)
    // CI checks that the scripts run on that major, whatever Node the machine has.
    expect(read('.ci/run')).toContain(`v${pinned.split('.')[0]}.*`)
  })

  it('keeps what the server reads at run time: the build, the launcher, production packages', () => {
    for (const needed of ['./build', 'server.js', './node_modules']) expect(runtime).toContain(needed)
    expect(dockerfile).toMatch(/npm prune --omit=dev/)
  })
})

describe('compose.yaml', () => {
  // Merge keys (<<) as Docker Compose reads them.
  const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, ComposeService> }
  const { services } = compose

  it('runs two web instances and a worker on PostgreSQL and an S3-compatible store, behind nginx', () => {
    expect(Object.keys(services)).toEqual(expect.arrayContaining(['web1', 'web2', 'worker', 'postgres', 'minio', 'nginx']))
    for (const web of ['web1', 'web2']) {
      expect(services[web]!.command).toBeUndefined()
      expect(services[web]!.environment).toMatchObject({ RUN_JOBS: 'off', INSTANCE_ID: web })
      expect(services[web]!.environment!.DATABASE_URL).toMatch(/^postgres:\/\/.*@postgres:5432\//)
      expect(services[web]!.environment!.S3_ENDPOINT).toBe('http://minio:9000')
    }
    expect(services.worker!.command).toEqual(['node', 'server.js', 'worker'])
    expect(services.worker!.environment).toMatchObject({ RUN_JOBS: 'on' })
    // The worker has the image's health check too: its health port tells a stuck worker from a busy one.
    expect(services.worker!.healthcheck?.disable).toBeUndefined()
  })

  const storeServices = ['web1', 'web2', 'worker']
  const seconds = (duration: string) => {
    const match = /^(?:(\d+)m)?(?:(\d+)s)?$/.exec(duration)
    expect(match, duration).not.toBeNull()
    return Number(match![1] ?? 0) * 60 + Number(match![2] ?? 0)
  }

  it('lets a stopping instance drain and shut down before Docker kills it', () => {
    for (const name of storeServices) {
      const service = services[name]!
      const drainMs = Number(service.environment!.SHUTDOWN_DRAIN_DELAY_MS ?? 0)
      // Without SHUTDOWN_TIMEOUT_MS the store's default, 25 s.
      const timeoutMs = Number(service.environment!.SHUTDOWN_TIMEOUT_MS ?? 25_000)
      expect(service.stop_grace_period, name).toBeDefined()
      expect(seconds(service.stop_grace_period!) * 1000, name).toBeGreaterThan(drainMs + timeoutMs)
    }
  })

  it('pins every image it pulls to a release, MinIO included', () => {
    for (const [name, service] of Object.entries(services)) {
      if (service.build) continue
      expect(service.image, name).toMatch(/^[\w./-]+:[\w.-]+$/)
      expect(service.image, name).not.toMatch(/:(latest|stable)$/)
    }
    expect(services.minio!.image).toMatch(/^minio\/minio:RELEASE\.\d{4}-/)
    expect(services.bucket!.image).toMatch(/^minio\/mc:RELEASE\.\d{4}-/)
  })

  it("keeps each store process's DATA_DIR on a named volume", () => {
    const dataDir = /DATA_DIR=(\S+)/.exec(read('Dockerfile'))![1]!
    const declared = Object.keys((parse(read('compose.yaml')) as { volumes: Record<string, unknown> }).volumes)
    for (const name of storeServices) {
      const mount = services[name]!.volumes?.find((volume) => volume.split(':')[1] === dataDir)
      expect(mount, name).toBeDefined()
      expect(declared).toContain(mount!.split(':')[0])
    }
  })

  it('gives nginx the repository nginx site and an upstream naming both web instances', () => {
    const mounts = services.nginx!.volumes!.map((volume) => volume.split(':')[0]!)
    for (const mount of mounts) expect(existsSync(path.join(root, mount))).toBe(true)
    expect(mounts).toContain('./deploy/nginx/site.conf')
    const upstream = read('deploy/compose/upstream.conf')
    // The same limits as the one-machine upstream (deploy/nginx/upstream.conf): max_conns, no marking dead.
    expect(upstream).toMatch(/server web1:3000 max_conns=64 max_fails=0;/)
    expect(upstream).toMatch(/server web2:3000 max_conns=64 max_fails=0;/)
    expect(upstream).toMatch(/zone shirtsmith/)
  })
})

describe('monitoring examples (deploy/prometheus, deploy/grafana)', () => {
  const rules = parse(read('deploy/prometheus/alerts.yaml')) as { groups: { rules: { alert: string; expr: string }[] }[] }
  const dashboard = JSON.parse(read('deploy/grafana/shirtsmith-dashboard.json')) as {
    panels: { title: string; targets: { expr: string }[] }[]
  }
  const expressions = [
    ...rules.groups.flatMap((group) => group.rules.map((rule) => rule.expr)),
    ...dashboard.panels.flatMap((panel) => panel.targets.map((target) => target.expr)),
  ]

  it('ask only for metrics the store exports', async () => {
    const { metrics } = await import('../../app/server/metrics.server.ts')
    const exported = new Set<string>()
    for (const metric of await metrics.registry.getMetricsAsJSON()) {
      exported.add(metric.name)
      if (String(metric.type) === 'histogram')
        for (const suffix of ['_bucket', '_count', '_sum']) exported.add(metric.name + suffix)
    }
    const asked = new Set(expressions.flatMap((expr) => expr.match(/\b(shirtsmith|nodejs|process)_[a-z0-9_]+/g) ?? []))
    expect(asked.size).toBeGreaterThan(5)
    for (const name of asked) expect(exported, name).toContain(name)
  })

  it('cover rate, errors, latency, shedding, queue depth, dead jobs and the database pool', () => {
    const all = expressions.join('\n')
    for (const needed of [
      'shirtsmith_http_request_duration_seconds_count',
      'status=~"5..',
      'histogram_quantile',
      'shirtsmith_http_requests_shed_total',
      'shirtsmith_job_queue_depth',
      '.dead',
      'shirtsmith_db_pool_connections',
      'shirtsmith_db_pool_waiting_clients',
    ])
      expect(all).toContain(needed)
    expect(rules.groups[0]!.rules.map((rule) => rule.alert)).toEqual(
      expect.arrayContaining(['ShirtSmithServerErrors', 'ShirtSmithSheddingLoad', 'ShirtSmithDeadJobs']),
    )
  })
})
