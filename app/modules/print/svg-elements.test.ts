import { describe, expect, it } from 'vitest'
import { attributeOf, svgElements, transformStretch } from './svg-elements.ts'

describe('svgElements', () => {
  it('lists elements with their parents and extents, skipping comments', () => {
    const svg = '<svg viewBox="0 0 10 10"><!-- <g> --><g id="a"><rect width="2"/><g/></g><path d="M0 0"/></svg>'
    const elements = svgElements(svg)
    expect(elements.map((element) => [element.name, element.parent])).toEqual([
      ['svg', -1],
      ['g', 0],
      ['rect', 1],
      ['g', 1],
      ['path', 0],
    ])
    const group = elements[1]!
    expect(svg.slice(group.start, group.end)).toBe('<g id="a"><rect width="2"/><g/></g>')
    expect(svg.slice(group.contentStart, group.contentEnd)).toBe('<rect width="2"/><g/>')
    expect(attributeOf(group.attributes, 'id')).toBe('a')
  })

  it('refuses markup it cannot balance', () => {
    expect(() => svgElements('<svg><g></svg>')).toThrow()
    expect(() => svgElements('<svg><g>')).toThrow()
  })
})

describe('transformStretch', () => {
  it('bounds how much a transform lengthens a line', () => {
    expect(transformStretch(undefined)).toBe(1)
    expect(transformStretch('translate(40 10) rotate(30)')).toBe(1)
    expect(transformStretch('translate(5) scale(2 3)')).toBe(3)
    expect(transformStretch('scale(2) scale(1.5)')).toBe(3)
    // A matrix's largest stretch is at most its Frobenius norm.
    expect(transformStretch('matrix(1 0 -1.2 0.45 0 0)')).toBeGreaterThanOrEqual(1.6)
    expect(transformStretch('perspective(3)')).toBe(Number.POSITIVE_INFINITY)
  })
})
