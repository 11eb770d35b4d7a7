import { matchingMessages, splitMatches } from './search-messages'

const message = (text: string) => ({ message: text, time: '2026-11-25T10:00:00.000Z', senderId: 1 })

describe('matchingMessages', () => {
  it('keeps the messages containing the text whatever the case, and all of them for no text', () => {
    const messages = [message('Lunch at noon?'), message('See you at LUNCH'), message('Bye')]
    expect(matchingMessages(messages, 'lunch').map((m) => m.message)).toEqual([
      'Lunch at noon?',
      'See you at LUNCH',
    ])
    expect(matchingMessages(messages, '')).toBe(messages)
    expect(matchingMessages(messages, 'dinner')).toEqual([])
  })

  it('also keeps a message one of whose files is named with the text', () => {
    const file = {
      name: 'Budget-Q3.pdf',
      type: 'application/pdf',
      size: 3,
      dataUrl: 'data:application/pdf;base64,YWJj',
    }
    const messages = [message('Numbers'), { ...message(''), attachments: [file] }]
    expect(matchingMessages(messages, 'budget')).toEqual([messages[1]])
  })
})

describe('splitMatches', () => {
  it('cuts every occurrence out in the original case', () => {
    expect(splitMatches('Tea, then TEA again', 'tea')).toEqual([
      { text: 'Tea', match: true },
      { text: ', then ', match: false },
      { text: 'TEA', match: true },
      { text: ' again', match: false },
    ])
  })

  it('gives one plain part for no query, no match, or text whose length changes when lower-cased', () => {
    expect(splitMatches('Hello', '')).toEqual([{ text: 'Hello', match: false }])
    expect(splitMatches('Hello', 'bye')).toEqual([{ text: 'Hello', match: false }])
    expect(splitMatches('İstanbul', 'stan')).toEqual([{ text: 'İstanbul', match: false }])
  })
})
