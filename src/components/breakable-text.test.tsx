import { render } from '@testing-library/react'
import { BreakableText } from './breakable-text'

const breaks = (text: string) => {
  const { container } = render(
    <p>
      <BreakableText text={text} />
    </p>,
  )
  // the text between the break opportunities, as the browser may wrap it
  return [...container.firstChild!.childNodes]
    .flatMap((node) => (node.nodeName === 'WBR' ? ['|'] : [node.textContent]))
    .join('')
}

describe('BreakableText', () => {
  it('lets an email wrap after the @ and before its dots, never inside a word', () => {
    expect(breaks('amara.dunmore@glazeworksltd.test')).toBe('amara|.dunmore@|glazeworksltd|.test')
  })

  it('lets a web address wrap after its slashes but not between the two of "//"', () => {
    expect(breaks('https://tessellate.example/a-b')).toBe('https://|tessellate|.example/|a|-b')
  })

  it('reads and copies as the text it was given', () => {
    const { container } = render(
      <p>
        <BreakableText text="admin@demo.com" />
      </p>,
    )
    expect(container.textContent).toBe('admin@demo.com')
  })
})
