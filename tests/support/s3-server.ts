import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
// s3rver: a local server speaking S3's wire protocol, so tests exercise the real AWS SDK.
import S3rver from 's3rver'
import { freePort } from './app-server.ts'

export interface LocalS3 {
  endpoint: string
  bucket: string
  /** The environment that points the store at this server. */
  env: Record<string, string>
  stop: () => Promise<void>
}

export async function startLocalS3(bucket = 'shirtsmith-images'): Promise<LocalS3> {
  const port = await freePort()
  const directory = mkdtempSync(path.join(tmpdir(), 'shirtsmith-s3-'))
  const server = new S3rver({ port, address: '127.0.0.1', directory, silent: true, configureBuckets: [{ name: bucket }] })
  await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop: async () => {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
