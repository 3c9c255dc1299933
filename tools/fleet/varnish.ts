import { execFile } from 'node:child_process'
import { accessSync, constants, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { type Child, startChild, waitFor } from '#tools/processes/child-process'
import { type InstanceAddress, backendsVcl } from './backends-vcl'

const run = promisify(execFile)

/** How Varnish and its xkey module are installed on Debian (bookworm: 7.1 and varnish-modules 0.20). */
export const varnishInstall = 'apt-get install -y varnish varnish-modules'

/** The one VCL of every deployment: compose.yaml mounts it too. */
export const siteVcl = fileURLToPath(new URL('../../deploy/varnish/site.vcl', import.meta.url))

/** Debian puts varnishd in /usr/sbin, often outside a user's PATH; varnishstat in /usr/bin. */
function executable(name: string): string {
  const folders = [...(process.env['PATH'] ?? '').split(path.delimiter), '/usr/sbin', '/usr/bin']
  for (const folder of folders.filter(Boolean)) {
    const candidate = path.join(folder, name)
    try {
      accessSync(candidate, constants.X_OK)
      return candidate
    } catch {
      // Not in this folder.
    }
  }
  throw new Error(`${name} not found. Install Varnish with \`${varnishInstall}\` (as root).`)
}

/** Throws, saying how to install it, when Varnish is missing. */
export function assertVarnishInstalled(): void {
  executable('varnishd')
  executable('varnishstat')
}

/** A Varnish running site.vcl in front of two instances. */
export type Varnish = {
  readonly url: string
  readonly pid: number
  readonly child: Child
  /**
   * One of varnishstat's counters, such as `MAIN.backend_req` (requests sent to the instances)
   * or `MAIN.backend_fail` (connections to an instance that failed).
   */
  counter(name: string): Promise<number>
  /** Stops it and removes its working folder. */
  stop(): Promise<void>
}

/**
 * `varnishd` in the foreground on 127.0.0.1:`port` with site.vcl, the instances and purgers
 * written into its `backends.vcl`, 64 MB of memory for the cache and no management port; resolved
 * once a request through it reaches an instance.
 */
export async function startVarnish(options: {
  port: number
  instances: readonly [InstanceAddress, InstanceAddress]
  purgers: readonly string[]
}): Promise<Varnish> {
  const varnishd = executable('varnishd')
  const varnishstat = executable('varnishstat')
  const workDir = mkdtempSync(path.join(tmpdir(), 'fleet-varnish-'))
  const state = path.join(workDir, 'state')
  writeFileSync(path.join(workDir, 'backends.vcl'), backendsVcl(options.instances, options.purgers))
  const child = startChild(
    varnishd,
    [
      '-F',
      // No jail: as root it would switch to the varnish user, who cannot read a private temp folder.
      '-j',
      'none',
      '-n',
      state,
      '-a',
      `127.0.0.1:${options.port}`,
      '-T',
      'none',
      '-f',
      siteVcl,
      '-p',
      `vcl_path=${workDir}`,
      '-s',
      'malloc,64m',
    ],
    {},
  )
  const url = `http://127.0.0.1:${options.port}`
  const stop = async () => {
    try {
      await child.stop()
    } finally {
      rmSync(workDir, { recursive: true, force: true })
    }
  }
  try {
    await waitFor(
      `Varnish on ${url} passing /healthz to an instance`,
      async () => {
        const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) })
        await response.arrayBuffer()
        return response.ok ? true : undefined
      },
      { timeoutMs: 30_000, intervalMs: 200, child },
    )
  } catch (error) {
    await stop()
    const missingModule = /Could not find VMOD/.test(child.output())
    throw missingModule
      ? new Error(`${String(error)}\nInstall the modules with \`${varnishInstall}\`.`)
      : error
  }
  return {
    url,
    pid: child.pid,
    child,
    stop,
    async counter(name) {
      const { stdout } = await run(varnishstat, ['-n', state, '-1', '-f', name])
      const value = new RegExp(`^${name.replace(/\./g, '\\.')}\\s+(\\d+)`, 'm').exec(stdout)?.[1]
      if (value === undefined) throw new Error(`varnishstat has no ${name}:\n${stdout}`)
      return Number(value)
    },
  }
}
