import sharp from 'sharp'
import { describe, expect, it, vi } from 'vitest'
import { cutOutSquare, keepCutout, modelFolderUrl, NoBackgroundRemover, OnnxBackgroundRemover } from './index.server.ts'
import { BackgroundRemovalError, CUTOUT_SIZE } from './types.ts'
import { childProcessesRunning } from '../../../tests/support/processes.ts'

// The offline remover on a made photo: a red ball with a dark cap on a plain grey wall. The model
// runs for real (20-45 s on a busy core), from the files inside the package.

async function ballOnWall(size: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <rect width="100%" height="100%" fill="#d8d8d8"/>
    <circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.28}" fill="#c0392b"/>
    <rect x="${size * 0.42}" y="${size * 0.1}" width="${size * 0.16}" height="${size * 0.2}" fill="#2c3e50"/>
  </svg>`
  return sharp(Buffer.from(svg)).jpeg().toBuffer()
}

async function alphaAt(png: Buffer, points: [number, number][]) {
  const { data, info } = await sharp(png).ensureAlpha().extractChannel(3).raw().toBuffer({ resolveWithObject: true })
  return points.map(([x, y]) => data[Math.round(y * (info.height - 1)) * info.width + Math.round(x * (info.width - 1))])
}

const corners: [number, number][] = [
  [0.02, 0.02],
  [0.98, 0.02],
  [0.02, 0.98],
  [0.98, 0.98],
]
const subject: [number, number][] = [
  [0.5, 0.5],
  [0.35, 0.55],
  [0.65, 0.55],
  [0.5, 0.2],
]

const removalProcesses = () => childProcessesRunning('remove-child.mjs')

describe('background removal', () => {
  it('finds the model inside the installed package, as a file:// URL (never a CDN)', () => {
    const folder = modelFolderUrl()
    expect(folder).toMatch(/^file:\/\/.*@imgly\/background-removal-node\/dist\/$/)
  })

  it('makes the wall transparent and keeps the ball opaque, on a square cut as the restyles cut it', async () => {
    const remover = new OnnxBackgroundRemover(modelFolderUrl()!)
    const cutout = await cutOutSquare(remover, await ballOnWall(600))
    const meta = await sharp(cutout).metadata()
    expect([meta.width, meta.height, meta.hasAlpha]).toEqual([CUTOUT_SIZE, CUTOUT_SIZE, true])
    for (const alpha of await alphaAt(cutout, corners)) expect(alpha).toBeLessThan(16)
    for (const alpha of await alphaAt(cutout, subject)) expect(alpha).toBeGreaterThan(240)

    // A restyled picture keeps the cut-out's transparency.
    const restyled = await sharp({ create: { width: 1024, height: 1024, channels: 4, background: '#123456ff' } })
      .png()
      .toBuffer()
    const kept = await keepCutout(restyled, cutout)
    for (const alpha of await alphaAt(kept, corners)) expect(alpha).toBeLessThan(16)
    for (const alpha of await alphaAt(kept, subject)) expect(alpha).toBeGreaterThan(240)
  }, 240_000)

  it('fails with a BackgroundRemovalError when unavailable or given something that is not a picture', async () => {
    await expect(new NoBackgroundRemover().remove()).rejects.toMatchObject({
      name: 'BackgroundRemovalError',
      reason: 'unavailable',
    })
    const broken = new OnnxBackgroundRemover(modelFolderUrl()!).remove(Buffer.from('not a picture'))
    await expect(broken).rejects.toBeInstanceOf(BackgroundRemovalError)
    await expect(broken).rejects.toMatchObject({ reason: 'failed' })
  })

  it('gives a removal up when its signal aborts: a timeout at once, and its model process killed, not left running', async () => {
    const remover = new OnnxBackgroundRemover(modelFolderUrl()!)
    const photo = await ballOnWall(600)
    const controller = new AbortController()
    const removal = remover.remove(photo, { signal: controller.signal })
    // Abort once the model's process is running.
    await vi.waitFor(() => expect(removalProcesses()).toHaveLength(1), { timeout: 30_000, interval: 50 })
    controller.abort()
    await expect(removal).rejects.toMatchObject({ name: 'BackgroundRemovalError', reason: 'timeout' })
    await vi.waitFor(() => expect(removalProcesses()).toEqual([]), { timeout: 10_000, interval: 50 })

    // A signal already aborted (the task waited past its deadline for a thread) starts no process.
    await expect(remover.remove(photo, { signal: AbortSignal.abort() })).rejects.toMatchObject({ reason: 'timeout' })
    expect(removalProcesses()).toEqual([])
  }, 60_000)
})
