import { csvCell, toCsv } from './csv'

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
