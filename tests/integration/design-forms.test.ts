import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { TestClient } from '../support/client.ts'

// The studio forms as a browser without JavaScript posts them.
let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})
afterAll(async () => {
  await app?.stop()
})

describe('the text form without JavaScript', () => {
  it('posts to the home page and lands on the finished design with a toast', async () => {
    const client = new TestClient(app.url)
    const response = await client.form('/?index', {
      intent: 'generate',
      prompt: 'ocean waves',
      style: 'Cyberpunk',
      color: 'Black',
      designType: 'image',
    })
    expect(response.status).toBe(302)
    const location = response.headers.get('Location')!
    expect(location).toMatch(/^\/\?design=\d+#preview$/)
    const page = await client.navigate(location)
    const html = await page.text()
    expect(html).toContain('Design generated!')
    expect(html).toContain('Custom T-Shirt')
    expect(html).toContain('100% Cotton Premium Tee')
    expect(html).toContain('$24.99')
    expect(html).toMatch(/<form[^>]*action="\/cart\/add"/)
    const designId = location.split('=')[1].replace('#preview', '')
    expect(html).toContain(`name="designId" value="${designId}"`)
    expect(html).toContain('name="color" value="Black"')
    expect(html).toContain('href="/api/login"')
    expect(html).toContain('id="popular-designs-section"')
    expect(html).toContain('id="community-designs-section"')
  })

  it('posts to /design and shows the signed-in earnings note', async () => {
    const client = new TestClient(app.url)
    await client.signIn('form_creator')
    const page = await client.form('/design', { prompt: 'Stay wild', designType: 'text' }, true)
    expect(new URL(page.finalUrl).pathname).toBe('/design')
    const html = await page.text()
    expect(html).toContain('Create New Design')
    expect(html).toContain('$2.50')
    expect(html).toContain('Manage Shops')
    expect(html).toContain('href="/my-shops"')
  })

  it('shows the Empty Prompt message and keeps the other choices', async () => {
    const client = new TestClient(app.url)
    const response = await client.form('/?index', { prompt: '  ', style: 'Line Art', color: 'White', designType: 'text' })
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('Empty Prompt')
    expect(html).toContain('Please enter a design description')
    expect(html).toMatch(/<option value="Line Art" selected="">/)
  })

  it('shows the Friendly Notice for a blocked prompt', async () => {
    const response = await new TestClient(app.url).form('/design', { prompt: 'nsfw stuff' })
    expect(response.status).toBe(422)
    expect(await response.text()).toContain('Friendly Notice')
  })

  it('does not show another browser’s design', async () => {
    const owner = new TestClient(app.url)
    const location = (await owner.form('/design', { prompt: 'mine only' })).headers.get('Location')!
    const html = await (await new TestClient(app.url).get(location)).text()
    expect(html).not.toContain('Custom T-Shirt')
    expect(html).toContain('Ready to Create')
  })
})

describe('the upload form without JavaScript', () => {
  async function post(client: TestClient, file: Buffer | null, fields: Record<string, string> = {}) {
    const form = new FormData()
    form.append('intent', 'upload')
    for (const [k, v] of Object.entries(fields)) form.append(k, v)
    form.append('image', file ? new Blob([new Uint8Array(file)], { type: 'image/jpeg' }) : new Blob([]), file ? 'me.jpg' : '')
    return client.request('/design', { method: 'POST', body: form })
  }

  it('uploads, restyles and lands on the design with "Design created!"', async () => {
    const client = new TestClient(app.url)
    const jpeg = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#c03' } })
      .jpeg()
      .toBuffer()
    const response = await post(client, jpeg, { style: 'Watercolor', color: 'Sand' })
    expect(response.status).toBe(302)
    const page = await client.navigate(response.headers.get('Location')!)
    const html = await page.text()
    expect(html).toContain('Design created!')
    expect(html).toContain('name="color" value="Sand"')
  })

  it('asks for an image when none was chosen', async () => {
    const response = await post(new TestClient(app.url), null)
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('No Image Selected')
    expect(html).toContain('Please select an image to upload')
  })

  it('refuses a file that is not an image', async () => {
    const response = await post(new TestClient(app.url), Buffer.from('%PDF-1.7 not an image'))
    expect(response.status).toBe(415)
    const html = await response.text()
    expect(html).toContain('Invalid file type')
    expect(html).toContain('Please upload a JPG, PNG, or WebP image')
  })

  it('refuses a file over 15MB', async () => {
    const response = await post(new TestClient(app.url), Buffer.alloc(16 * 1024 * 1024, 1))
    expect(response.status).toBe(413)
    const html = await response.text()
    expect(html).toContain('File too large')
    expect(html).toContain('Maximum file size is 15MB')
  })
})

describe('the studio pages', () => {
  it('render the hero, both forms, the preview and the 15MB hint', async () => {
    const html = await (await new TestClient(app.url).get('/design')).text()
    expect(html).toContain('Create New Design')
    expect(html).toContain('Text to Image')
    expect(html).toContain('Upload Image')
    expect(html).toContain('Ready to Create')
    expect(html).toContain('up to 15MB')
    expect(html).not.toMatch(/[^1]5MB/)
    expect(html).toMatch(/enctype="multipart\/form-data"/i)
    expect(html).toContain('up to 45 seconds')
    expect(html).toContain('up to 60 seconds')
  })
})
