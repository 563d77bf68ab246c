import { describe, expect, it } from 'vitest'
import { estimateUploadPrint, longestUploadPrintInches, restyledSize, uploadPrintNote } from './upload-print.ts'

describe('restyledSize', () => {
  it('fits all of a picture inside the square the styles draw in, or gives the square', () => {
    expect(restyledSize({ width: 2940, height: 1960 }, 'whole')).toEqual({ width: 1024, height: 683 })
    expect(restyledSize({ width: 1000, height: 3000 }, 'whole')).toEqual({ width: 341, height: 1024 })
    expect(restyledSize({ width: 2940, height: 1960 }, 'square')).toEqual({ width: 1024, height: 1024 })
  })
})

describe('uploadPrintNote', () => {
  it('says how large a 3:2 photo prints, and why', () => {
    const note = uploadPrintNote(estimateUploadPrint({ width: 2940, height: 1960 }, 'whole'))
    expect(note.headline).toBe('Prints 6.8 × 4.6 in at 150 DPI on every shirt size.')
    expect(note.reasons).toEqual([
      'Your picture is 2940 × 1960 px; the style redraws it at 1024 × 683 px.',
      'We print a picture no larger than 150 dots per inch allows, so it stays sharp: that sets its size, inside a print area of 15.0 × 19.0 in.',
      'A larger picture would not print larger: the style draws every picture at this size.',
      'All of your picture is printed: nothing is cut off.',
    ])
  })
  it('says a crop was chosen, and that a small picture is enlarged', () => {
    const note = uploadPrintNote(estimateUploadPrint({ width: 600, height: 400 }, 'square'))
    expect(note.headline).toBe('Prints 6.8 × 6.8 in at 150 DPI on every shirt size.')
    expect(note.reasons[2]).toMatch(/^Your picture is smaller than that, so it is enlarged/)
    expect(note.reasons[3]).toMatch(/^Cropped to a square, as you chose/)
  })
  it('says when a large artwork fills the print area', () => {
    const note = uploadPrintNote({ fit: 'whole', picture: { width: 4500, height: 5700 }, artwork: { width: 4500, height: 5700 } })
    expect(note.headline).toBe('Prints 15.0 × 19.0 in at 300 DPI on a size L shirt (smaller on smaller sizes).')
    expect(note.reasons[1]).toBe('It fills the print area, 15.0 × 19.0 in.')
  })
  it('names the longest side a restyled upload prints', () => {
    expect(longestUploadPrintInches()).toBe('6.8')
  })
})
