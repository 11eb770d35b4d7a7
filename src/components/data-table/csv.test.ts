import { csvCell, csvDelimiter, CsvParseError, parseCsv, toCsv } from './csv'

describe('CSV', () => {
  it('quotes commas, quotes and line breaks, doubling inner quotes', () => {
    expect(csvCell('Lisbon, Portugal')).toBe('"Lisbon, Portugal"')
    expect(csvCell('the "glaze" room')).toBe('"the ""glaze"" room"')
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"')
    expect(csvCell('plain')).toBe('plain')
  })

  it('defuses text a spreadsheet would run as a formula, but not numbers', () => {
    expect(csvCell('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)")
    expect(csvCell('+1 555')).toBe("'+1 555")
    expect(csvCell('-2+3')).toBe("'-2+3")
    expect(csvCell('@cmd')).toBe("'@cmd")
    expect(csvCell('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`)
    expect(csvCell(-42)).toBe('-42')
  })

  it('writes empty cells for missing values and ends lines with CRLF', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          [1, null],
          [undefined, 'x'],
        ],
      ),
    ).toBe('a,b\r\n1,\r\n,x\r\n')
  })
})

describe('parseCsv', () => {
  it('reads quoted cells with delimiters, doubled quotes and line breaks, CRLF or LF, and drops the BOM', () => {
    const text = '\uFEFFname,note\r\n"Porto, Norte","the ""glaze"" room"\nLyon,"line one\r\nline two"\r\n'
    expect(parseCsv(text)).toEqual([
      ['name', 'note'],
      ['Porto, Norte', 'the "glaze" room'],
      ['Lyon', 'line one\r\nline two'],
    ])
  })

  it('reads what toCsv writes back to the same cells', () => {
    const rows = [
      ['a,b', 'say "hi"', ''],
      ['multi\nline', 'plain', 'x'],
    ]
    expect(parseCsv(toCsv(['one', 'two', 'three'], rows))).toEqual([['one', 'two', 'three'], ...rows])
  })

  it('keeps empty cells, takes semicolons when the header has no commas, and reports an unclosed quote', () => {
    expect(parseCsv('a,,c\n,,')).toEqual([
      ['a', '', 'c'],
      ['', '', ''],
    ])
    expect(csvDelimiter('name;email\nAna;a@x')).toBe(';')
    expect(parseCsv('name;email\nAna;a@x')).toEqual([
      ['name', 'email'],
      ['Ana', 'a@x'],
    ])
    expect(() => parseCsv('a,b\n1,"open\n2,3')).toThrow(new CsvParseError(2))
  })
})
