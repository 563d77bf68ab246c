import { describe, expect, it } from 'vitest'
import { longestFirst } from './support/duration-sequencer.ts'

describe('longestFirst', () => {
  it('starts the longest recorded files first', () => {
    expect(longestFirst(['a', 'b', 'c'], { a: 2, b: 90, c: 15 })).toEqual(['b', 'c', 'a'])
  })

  it('puts files with no record first, in the order given', () => {
    expect(longestFirst(['a', 'new-2', 'b', 'new-1'], { a: 2, b: 90 })).toEqual(['new-2', 'new-1', 'b', 'a'])
  })

  it('keeps the given order between files of the same time', () => {
    expect(longestFirst(['x', 'y', 'z'], { x: 5, y: 5, z: 5 })).toEqual(['x', 'y', 'z'])
  })
})
