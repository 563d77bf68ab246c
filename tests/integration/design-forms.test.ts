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

/** The studio's Add to Cart form in a page. */
const addToCart = (html: string) => html.slice(html.indexOf('aria-label="Add to Cart"'))
/** The value of the first checked radio named `name` (React orders the attributes its own way). */
function checkedIn(html: string, name: string) {
  const tag = html.match(/<input[^>]*>/g)?.find((t) => t.includes(`name="${name}"`) && /\schecked/.test(t))
  return tag?.match(/value="([^"]*)"/)?.[1]
}

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
    // The post queues a job and goes to its status page, which reloads itself (Refresh) until the
    // design is ready, then goes to it.
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toMatch(/^\/design\/jobs\/[0-9a-f-]{36}\?back=home$/)
    const page = await client.navigate(response.headers.get('Location')!)
    const location = new URL(page.finalUrl)
    expect(`${location.pathname}${location.search}`).toMatch(/^\/\?design=\d+$/)
    const html = await page.text()
    expect(html).toContain('Design generated!')
    expect(html).toContain('Custom T-Shirt')
    expect(html).toContain('100% Cotton Premium Tee')
    expect(html).toContain('$24.99')
    expect(html).toMatch(/<form[^>]*action="\/cart\/add"/)
    const designId = location.searchParams.get('design')
    expect(html).toContain(`name="designId" value="${designId}"`)
    // Add to Cart starts on the design's own colour (and the store's default size, L).
    expect(checkedIn(addToCart(html), 'color')).toBe('Black')
    expect(checkedIn(addToCart(html), 'size')).toBe('L')
    expect(html).toContain('href="/api/login"')
    // Popular lists voted designs only: with none voted yet it has nothing to show and is hidden.
    expect(html).not.toContain('id="popular-designs-section"')
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

  it('shows the Friendly Notice for a blocked prompt, with the prompt still in the form', async () => {
    const page = await new TestClient(app.url).form('/design', { prompt: 'nsfw stuff', style: 'Line Art' }, true)
    expect(new URL(page.finalUrl).pathname).toBe('/design')
    expect(new URL(page.finalUrl).searchParams.get('job')).toMatch(/^[0-9a-f-]{36}$/)
    const html = await page.text()
    expect(html).toContain('Friendly Notice')
    expect(html).toMatch(/<textarea[^>]*>nsfw stuff<\/textarea>/)
    expect(html).toMatch(/<option value="Line Art" selected="">/)
  })

  it('the status page shows the stage while the design is drawn, and is only the owner’s', async () => {
    const owner = new TestClient(app.url)
    const response = await owner.form('/design', { prompt: 'a slow lighthouse' })
    const status = response.headers.get('Location')!
    const first = await owner.request(status)
    // Either still waiting (a page that refreshes itself) or already done (a redirect to the design).
    if (first.status === 200) {
      expect(first.headers.get('Refresh')).toBe('2')
      const html = await first.text()
      expect(html).toContain('Creating your design...')
      expect(html).toContain('Please be patient')
    } else {
      expect(first.status).toBe(303)
    }
    expect((await new TestClient(app.url).request(status)).status).toBe(404)
  })

  it('does not show another browser’s design', async () => {
    const owner = new TestClient(app.url)
    const location = (await owner.form('/design', { prompt: 'mine only' }, true)).finalUrl
    expect(new URL(location).searchParams.get('design')).toMatch(/^\d+$/)
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
    expect(response.status).toBe(303)
    const page = await client.navigate(response.headers.get('Location')!)
    expect(new URL(page.finalUrl).searchParams.get('mode')).toBe('upload')
    const html = await page.text()
    expect(html).toContain('Design created!')
    expect(checkedIn(addToCart(html), 'color')).toBe('Sand')
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
