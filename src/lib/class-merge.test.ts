import { mergeClasses } from './class-merge'

describe('mergeClasses', () => {
  it.each([
    ['px-4 py-2 px-0', 'py-2 px-0'],
    ['p-6 p-0', 'p-0'],
    ['px-4 py-2 p-0', 'p-0'],
    ['p-0 px-4', 'p-0 px-4'],
    ['w-3/4 max-w-sm w-[280px] max-w-[85vw]', 'w-[280px] max-w-[85vw]'],
    ['size-9 size-4.5', 'size-4.5'],
    ['w-4 h-4 size-6', 'size-6'],
    ['gap-4 gap-0', 'gap-0'],
    ['text-sm text-foreground text-lg', 'text-foreground text-lg'],
    ['text-foreground text-menu-foreground', 'text-menu-foreground'],
    ['text-sm text-start text-center', 'text-sm text-center'],
    ['bg-card bg-primary/10', 'bg-primary/10'],
    ['border border-input border-0', 'border-input border-0'],
    ['border-input border-primary', 'border-primary'],
    ['border-e border-s-4', 'border-e border-s-4'],
    ['border-dashed border-solid', 'border-solid'],
    ['rounded-lg rounded-none rounded-s-lg', 'rounded-none rounded-s-lg'],
    ['rounded-s-lg rounded-md', 'rounded-md'],
    ['font-medium font-semibold font-mono', 'font-semibold font-mono'],
    ['flex hidden', 'hidden'],
    ['flex-1 flex-col flex-wrap', 'flex-1 flex-col flex-wrap'],
    ['flex-col flex-1 flex-row flex-nowrap flex-wrap flex-auto', 'flex-row flex-wrap flex-auto'],
    ['absolute relative', 'relative'],
    ['shadow-card shadow-none', 'shadow-none'],
    ['ring-2 ring-ring ring-0', 'ring-ring ring-0'],
    ['inset-y-0 start-0 inset-0', 'inset-0'],
    ['min-w-8 w-8 min-w-0', 'w-8 min-w-0'],
    // once got wrong: each of these dropped a class tailwind-merge keeps
    ['grid border-y border-border', 'grid border-y border-border'],
    ['ring-2 ring-offset-2 ring-offset-card', 'ring-2 ring-offset-2 ring-offset-card'],
    ['border-collapse border-border', 'border-collapse border-border'],
    ['ps-0.5 px-0!', 'ps-0.5 px-0!'],
    ['end inset-0', 'end inset-0'],
    ['border-s-transparent border-border', 'border-border'],
    ['basis-0 shrink-0 flex-1', 'flex-1'],
    ['leading-4 text-2xl', 'text-2xl'],
    ['[--ui-enter-x:-100%] [--ui-enter-x:100%] [--ui-exit-x:0]', '[--ui-enter-x:100%] [--ui-exit-x:0]'],
  ])('%s → %s', (input, expected) => {
    expect(mergeClasses(input)).toBe(expected)
  })

  it('only merges classes under the same variants', () => {
    expect(mergeClasses('px-2 md:px-4 hover:bg-muted md:px-6 bg-card')).toBe(
      'px-2 hover:bg-muted md:px-6 bg-card',
    )
    expect(mergeClasses('data-[state=open]:bg-muted data-[state=open]:bg-primary')).toBe(
      'data-[state=open]:bg-primary',
    )
  })

  it('keeps classes it does not know, arbitrary properties and important modifiers apart', () => {
    expect(mergeClasses('ui-animate rtl-flip [animation-duration:240ms]! peer group/row')).toBe(
      'ui-animate rtl-flip [animation-duration:240ms]! peer group/row',
    )
    expect(mergeClasses('p-2 !p-4 p-6')).toBe('!p-4 p-6')
    expect(mergeClasses('px-0! px-4')).toBe('px-0! px-4')
    expect(mergeClasses('px-0! px-2!')).toBe('px-2!')
  })

  it('keeps negative values in the same family', () => {
    expect(mergeClasses('-mt-2 mt-4')).toBe('mt-4')
    expect(mergeClasses('-end-0.5 end-2')).toBe('end-2')
  })

  it("tells a table's border spacing from a border colour", () => {
    expect(mergeClasses('border-border border-spacing-0')).toBe('border-border border-spacing-0')
    expect(mergeClasses('border-spacing-2 border-spacing-0')).toBe('border-spacing-0')
  })
})
