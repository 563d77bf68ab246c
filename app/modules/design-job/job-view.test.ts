import { describe, expect, it } from 'vitest'
import { isFinished, placeText, toJobView, type JobRowView } from './job-view.ts'

const row = (over: Partial<JobRowView> = {}): JobRowView => ({
  id: 'j1',
  source: 'prompt',
  status: 'queued',
  stage: null,
  partial_url: null,
  partial_count: 0,
  design_id: null,
  error_status: null,
  error_message: null,
  ...over,
})

describe('a design job as shoppers and integrators see it', () => {
  it('a waiting job shows its place and the waiting stage', () => {
    const view = toJobView(row(), 3)
    expect(view).toMatchObject({ status: 'queued', stage: 'queued', place: 3, error: null })
    expect(view.stageLabel).toBe('Waiting for a free artist')
    expect(view.statusUrl).toBe('/api/design-jobs/j1')
    expect(view.eventsUrl).toBe('/api/design-jobs/j1/events')
  })

  it('a running job has no place and shows its stage and partial picture', () => {
    const view = toJobView(row({ status: 'running', stage: 'styling', partial_url: '/images/p.webp' }), 1)
    expect(view).toMatchObject({ place: null, stage: 'styling', stageLabel: 'Applying the style', partialUrl: '/images/p.webp' })
  })

  it('a failed job carries its status and message; an unknown stage reads as drawing', () => {
    expect(toJobView(row({ status: 'failed', error_status: 422, error_message: 'blocked' }), null).error).toEqual({
      status: 422,
      message: 'blocked',
    })
    expect(toJobView(row({ status: 'running', stage: 'mystery' }), null).stageLabel).toBe('Drawing your design')
  })

  it('done and failed are final', () => {
    expect(isFinished('done')).toBe(true)
    expect(isFinished('failed')).toBe(true)
    expect(isFinished('queued')).toBe(false)
    expect(isFinished('running')).toBe(false)
  })

  it('says how many designs are ahead', () => {
    expect(placeText(null)).toBeNull()
    expect(placeText(1)).toBe('Your design is next in line.')
    expect(placeText(2)).toBe('1 design is ahead of yours.')
    expect(placeText(4)).toBe('3 designs are ahead of yours.')
  })
})
