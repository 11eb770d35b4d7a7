// @vitest-environment node
import { readFileSync } from 'node:fs'
import { iconImport, ICONS } from './icon-list'

describe('iconImport', () => {
  it('names the file each gallery icon is imported from in icon-list.ts', () => {
    const source = readFileSync(new URL('./icon-list.ts', import.meta.url), 'utf8')
    const imports = new Set(source.match(/^import \w+ from 'lucide-react\/icons\/[\w-]+'$/gm))
    for (const { name } of ICONS) expect(imports).toContain(iconImport(name))
    expect(iconImport('Table2')).toBe("import Table2 from 'lucide-react/icons/table-2'")
  })
})
