import { describe, expect, it } from 'vitest'
import {
  estimateUploadPrint,
  restyleEdge,
  restyledSize,
  storedUploadSize,
  uploadPrintNote,
  uploadPrintRule,
} from './upload-print.ts'

describe('restyleEdge and restyledSize', () => {
  it('restyles a picture at its own resolution: all of it, or its square', () => {
    expect(restyledSize({ width: 2940, height: 1960 }, 'whole')).toEqual({ width: 2940, height: 1960 })
    expect(restyledSize({ width: 1000, height: 3000 }, 'whole')).toEqual({ width: 1000, height: 3000 })
    expect(restyledSize({ width: 2940, height: 1960 }, 'square')).toEqual({ width: 1960, height: 1960 })
  })
  it('never below the 1024 px the styles are tuned at: a small picture is enlarged', () => {
    expect(restyleEdge({ width: 600, height: 400 }, 'whole')).toBe(1024)
    expect(restyledSize({ width: 600, height: 400 }, 'whole')).toEqual({ width: 1024, height: 683 })
    expect(restyledSize({ width: 600, height: 400 }, 'square')).toEqual({ width: 1024, height: 1024 })
  })
  it('no larger than the largest print area needs at 300 DPI (15 × 19 in: 4500 × 5700 px)', () => {
    expect(restyleEdge({ width: 6000, height: 6000 }, 'square')).toBe(4500)
    expect(restyleEdge({ width: 3000, height: 9000 }, 'whole')).toBe(5700)
  })
  it('estimates from the picture as it will be stored (3000 px on its longer side at most)', () => {
    expect(storedUploadSize({ width: 4000, height: 3000 })).toEqual({ width: 3000, height: 2250 })
    expect(estimateUploadPrint({ width: 4000, height: 3000 }, 'whole').artwork).toEqual({ width: 3000, height: 2250 })
  })
})

describe('uploadPrintNote', () => {
  it('says a 3000 × 2000 photo prints 15 in wide, at 200 DPI, and why', () => {
    const note = uploadPrintNote(estimateUploadPrint({ width: 3000, height: 2000 }, 'whole'))
    expect(note.headline).toBe('Prints 15.0 × 10.0 in at 200 DPI on a size L shirt (smaller on smaller sizes).')
    expect(note.reasons).toEqual([
      'Your picture is 3000 × 2000 px; the style redraws it at its own resolution, 3000 × 2000 px.',
      'It is as large as the print area allows, 15.0 × 19.0 in, at 200 DPI.',
      'A larger picture would print no larger: this one fills the print area.',
      'All of your picture is printed: nothing is cut off.',
    ])
  })
  it('says a smaller photo prints as large as 150 DPI allows, and what would print larger', () => {
    const note = uploadPrintNote(estimateUploadPrint({ width: 1500, height: 1000 }, 'whole'))
    expect(note.headline).toBe('Prints 10.0 × 6.7 in at 150 DPI on every shirt size.')
    expect(note.reasons[1]).toMatch(/^We print a picture no larger than 150 dots per inch allows/)
    expect(note.reasons[2]).toBe('A larger picture prints larger: 2250 px on its longer side fills the print area.')
  })
  it('says a crop was chosen, and that a small picture is enlarged', () => {
    const note = uploadPrintNote(estimateUploadPrint({ width: 600, height: 400 }, 'square'))
    expect(note.headline).toBe('Prints 6.8 × 6.8 in at 150 DPI on every shirt size.')
    expect(note.reasons[0]).toBe('Your picture is 600 × 400 px; the style redraws it at 1024 × 1024 px, the least it draws at.')
    expect(note.reasons[2]).toMatch(/^Your picture is smaller than that, so it is enlarged/)
    expect(note.reasons[3]).toMatch(/^Cropped to a square, as you chose/)
  })
  it('says when a photo was kept at fewer pixels than it had', () => {
    const note = uploadPrintNote(estimateUploadPrint({ width: 4000, height: 3000 }, 'whole'))
    expect(note.reasons[0]).toMatch(/^Your picture is 4000 × 3000 px; the style redraws it at 3000 × 2250 px: we keep an upload/)
  })
  it('says when a large artwork fills the print area', () => {
    const note = uploadPrintNote({ fit: 'whole', picture: { width: 4500, height: 5700 }, artwork: { width: 4500, height: 5700 } })
    expect(note.headline).toBe('Prints 15.0 × 19.0 in at 300 DPI on a size L shirt (smaller on smaller sizes).')
    expect(note.reasons[1]).toBe('It is as large as the print area allows, 15.0 × 19.0 in, at 300 DPI.')
  })
  it('states the rule before an upload, with a 3:2 photo as the example', () => {
    expect(uploadPrintRule()).toContain('a 3000 × 2000 px photo prints 15.0 × 10.0 in')
  })
})
