/**
 * deploy/kubernetes.yaml, Dockerfile and .dockerignore checked against the code, since no cluster
 * and no image build run here: ports, probes, mounts, secrets and the Redis service must agree with
 * the service's defaults and with each other.
 */
import t from 'tap'
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { basename, dirname, join, relative, resolve } from 'node:path'
import { parseAllDocuments } from 'yaml'
import { DEFAULT_PORT } from '../../config/env.ts'
import { parseConfig } from '../../config/store.ts'
import { shutdownGraceMs } from '../../ops/shutdown.ts'

const ROOT = join(import.meta.dirname, '..', '..')

const docs: any[] = parseAllDocuments(readFileSync(join(ROOT, 'deploy', 'kubernetes.yaml'), 'utf8')).map((doc) => {
  if (doc.errors.length > 0) throw new Error(`deploy/kubernetes.yaml: ${doc.errors[0].message}`)
  return doc.toJS()
})
const find = (kind: string, name: string): any => {
  const found = docs.find((doc) => doc.kind === kind && doc.metadata?.name === name)
  if (found === undefined) throw new Error(`no ${kind} ${name} in deploy/kubernetes.yaml`)
  return found
}

const app = find('Deployment', 'privacy-guard')
const pod = app.spec.template.spec
const container = pod.containers[0]
const env = new Map<string, any>(container.env.map((e: any) => [e.name, e]))
const portNamed = (c: any, name: string | number): number => typeof name === 'number' ? name : c.ports.find((p: any) => p.name === name)?.containerPort

t.test('every object is well formed', async (t) => {
  for (const doc of docs) {
    t.ok(doc.apiVersion && doc.kind && doc.metadata?.name, `${doc.kind} ${doc.metadata?.name}`)
  }
  t.same(docs.map((d) => d.kind).sort(), ['ConfigMap', 'Deployment', 'Deployment', 'Secret', 'Service', 'Service'])
})

t.test('the Deployment: 3 replicas on the default port, probes on /health, limits', async (t) => {
  t.equal(app.spec.replicas, 3)
  t.same(app.spec.selector.matchLabels, app.spec.template.metadata.labels, 'the selector matches the pods')
  t.equal(portNamed(container, 'http'), DEFAULT_PORT, 'containerPort is the code\'s DEFAULT_PORT')
  t.equal(Number(env.get('PORT')?.value ?? DEFAULT_PORT), DEFAULT_PORT)
  for (const probe of ['livenessProbe', 'readinessProbe']) {
    t.equal(container[probe]?.httpGet?.path, '/health', `${probe} on /health`)
    t.equal(portNamed(container, container[probe].httpGet.port), DEFAULT_PORT, `${probe} on the service port`)
  }
  for (const kind of ['requests', 'limits']) {
    t.ok(container.resources?.[kind]?.cpu && container.resources?.[kind]?.memory, `cpu and memory ${kind}`)
  }
  t.equal(Number(env.get('DETECTION_WORKERS')?.value), Number(container.resources.limits.cpu), 'one detection worker per CPU of the limit (Node sees the node\'s cores)')
  t.equal(pod.securityContext.runAsNonRoot, true)
  const preStop = Number(container.lifecycle?.preStop?.exec?.command?.[1] ?? 0)
  t.ok(pod.terminationGracePeriodSeconds >= preStop + shutdownGraceMs({}) / 1000 + 5,
    'Kubernetes waits longer than preStop plus the service\'s own shutdown grace')
})

t.test('Prometheus scrape annotations point at /metrics on the service port', async (t) => {
  const annotations = app.spec.template.metadata.annotations
  t.equal(annotations['prometheus.io/scrape'], 'true')
  t.equal(Number(annotations['prometheus.io/port']), DEFAULT_PORT)
  t.equal(annotations['prometheus.io/path'], '/metrics')
})

t.test('the configuration: a ConfigMap mounted read-only where CONFIG_FILE points, and valid', async (t) => {
  const file = env.get('CONFIG_FILE')?.value as string
  t.ok(file, 'CONFIG_FILE set')
  const mount = container.volumeMounts.find((m: any) => m.mountPath === dirname(file))
  t.ok(mount, 'a volume mounted at the file\'s folder (not a subPath, so that updates arrive)')
  t.equal(mount.readOnly, true, 'read-only')
  t.notOk(mount.subPath)
  const volume = pod.volumes.find((v: any) => v.name === mount.name)
  const configMap = find('ConfigMap', volume.configMap.name)
  const text = configMap.data[basename(file)]
  t.ok(text, `the ConfigMap holds ${basename(file)}`)
  const parsed = parseConfig(JSON.parse(text))
  t.ok(parsed.ok, 'the service loads it')
  t.equal(env.get('CONFIG_STRICT')?.value, 'true', 'a broken ConfigMap stops the rollout')
})

t.test('ADMIN_PASSWORD (and SESSION_KEY) come from the Secret', async (t) => {
  for (const name of ['ADMIN_PASSWORD', 'SESSION_KEY']) {
    const ref = env.get(name)?.valueFrom?.secretKeyRef
    t.ok(ref, `${name} from a secretKeyRef`)
    const secret = find('Secret', ref.name)
    t.ok(secret.stringData?.[ref.key] ?? secret.data?.[ref.key], `the Secret has ${ref.key}`)
  }
})

t.test('REDIS_URL names a Service that selects the Redis pods on their port', async (t) => {
  const url = new URL(env.get('REDIS_URL')?.value)
  t.equal(url.protocol, 'redis:')
  const service = find('Service', url.hostname)
  const servicePort = service.spec.ports.find((p: any) => p.port === Number(url.port || 6379))
  t.ok(servicePort, 'the Service exposes the URL\'s port')
  const redis = docs.find((d) => d.kind === 'Deployment' && Object.entries(service.spec.selector).every(([k, v]) => d.spec.template.metadata.labels[k] === v))
  t.ok(redis, 'the Service selects a Deployment')
  const redisContainer = redis.spec.template.spec.containers[0]
  t.equal(portNamed(redisContainer, servicePort.targetPort), 6379)
  t.match(redisContainer.args.join(' '), /--save\s+ --appendonly no/, 'no persistence: the counters live one minute')
})

t.test('the Service routes the default port to the pods', async (t) => {
  const service = find('Service', 'privacy-guard')
  t.same(service.spec.selector, app.spec.template.metadata.labels)
  t.equal(service.spec.ports[0].port, DEFAULT_PORT)
  t.equal(portNamed(container, service.spec.ports[0].targetPort), DEFAULT_PORT)
})

t.test('Dockerfile: multi-stage, production dependencies only, non-root, runs what npm start runs', async (t) => {
  const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8')
  const lines = dockerfile.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'))
  t.ok(lines.filter((line) => line.startsWith('FROM ')).length >= 2, 'multi-stage')
  t.match(dockerfile, /^RUN npm ci --omit=dev\b/m)
  const user = lines.filter((line) => line.startsWith('USER ')).at(-1)
  t.ok(user !== undefined && !/USER (root|0)\b/.test(user), 'the last USER is not root')
  const cmd = JSON.parse(lines.find((line) => line.startsWith('CMD '))?.slice(4) ?? '[]') as string[]
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string }, dependencies: Record<string, string> }
  t.equal(cmd.join(' '), pkg.scripts.start, 'the same command as npm start, without npm as PID 1')
  t.ok(pkg.dependencies.tsx, 'tsx is a runtime dependency, so --omit=dev keeps it')
  t.match(dockerfile, new RegExp(`^EXPOSE ${DEFAULT_PORT}$`, 'm'))
  // The configuration file's folder (atomic saves write beside the file) belongs to that user.
  const configFolder = dirname(/CONFIG_FILE=(\S+)/.exec(dockerfile)?.[1] ?? '')
  t.match(dockerfile, new RegExp(`chown -R ${user?.slice(5).trim()}:\\S+ ${configFolder}\\b`), `${configFolder} is writable by the service`)
})

t.test('.dockerignore leaves out nothing the service loads', async (t) => {
  const ignored = readFileSync(join(ROOT, '.dockerignore'), 'utf8').split('\n').map((l) => l.trim()).filter((l) => l !== '' && !l.startsWith('#'))
  const matches = (path: string): boolean => ignored.some((pattern) => {
    // Docker's rules: `*` stays within one folder, `**/` stands for any number of folders.
    const escaped = pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&')
    const regex = new RegExp('^' + escaped.split('**/').map((part) => part.replace(/\*/g, '[^/]*')).join('(?:[^/]+/)*') + '(/|$)')
    return regex.test(path)
  })
  // server.ts, every file of the folders autoload and the registry read, then their relative imports.
  const files = new Set<string>()
  const queue = ['server.ts']
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(ROOT, dir))) {
      const path = join(dir, entry)
      if (statSync(join(ROOT, path)).isDirectory()) walk(path)
      else if (path.endsWith('.ts')) queue.push(path)
    }
  }
  walk('plugins')
  walk('routes')
  walk('detectors') // the registry finds detectors by listing its folder
  while (queue.length > 0) {
    const file = queue.pop() as string
    if (files.has(file)) continue
    files.add(file)
    const source = readFileSync(join(ROOT, file), 'utf8')
    for (const match of source.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)) {
      const target = relative(ROOT, resolve(ROOT, dirname(file), match[1]))
      if (existsSync(join(ROOT, target)) && statSync(join(ROOT, target)).isFile()) queue.push(target)
    }
  }
  t.ok(files.size > 20, `${files.size} files loaded`)
  const left = [...files].filter(matches)
  t.same(left, [], 'none of them is left out of the image')
  for (const folder of ['templates', 'static', 'detectors/data', 'detectors/names']) {
    t.notOk(matches(`${folder}/x`), `${folder}/ (read at run time) is in the image`)
  }
  // npm ci --omit=dev installs dependencies only: nothing the service loads may need a devDependency.
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }
  const packages = new Set<string>()
  for (const file of files) {
    for (const match of readFileSync(join(ROOT, file), 'utf8').matchAll(/^import (?!type\b)[^']*'([^.'][^']*)'/gm)) {
      if (match[1].startsWith('node:')) continue
      packages.add(match[1].startsWith('@') ? match[1].split('/').slice(0, 2).join('/') : match[1].split('/')[0])
    }
  }
  t.ok(packages.has('fastify') && packages.has('ioredis'), [...packages].sort().join(', '))
  t.same([...packages].filter((name) => pkg.dependencies[name] === undefined), [], 'every package the service imports is a runtime dependency')
  t.ok(matches('config/config.json'), 'a local config.json (with its hashes) stays out of the image')
  t.ok(matches('config/config.json.broken-2026-01-01T10-00-00-000Z'), 'and so do the broken files kept beside it')
  t.ok(matches('config/.config.json.0a1b2c3d4e5f.tmp'), 'and a temporary file of a save')
  t.notOk(matches('config/schema.ts'), '`**/` patterns do not catch the sources')
  t.ok(matches('node_modules/x'), 'dependencies come from npm ci in the image, not from the host')
})
