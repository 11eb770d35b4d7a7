import RefreshCw from 'lucide-react/icons/refresh-cw'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { InputGroup, InputGroupInput } from '@/components/ui/input-group'
import { DemoCard } from '../components/demo-card'
import { makeApiKey } from './components/api-key'
import { CopyButton } from './components/copy-button'

const INSTALL_COMMAND = 'npm create vite@latest tessera-admin -- --template react-ts'

const ORDERS = [
  { id: 'TSR-20418', customer: 'Lina Okafor' },
  { id: 'TSR-20431', customer: 'Mateus Arruda' },
  { id: 'TSR-20457', customer: 'Yusuf Haddad' },
] as const

const FIELD_CODE = `const copy = useCopyToClipboard({ success: 'Copied to the clipboard', failure: 'The browser did not allow copying' })
const [link, setLink] = useState('https://tessera.dev/invite/harbor-team')

<FormField label="Invite link">
  {(control) => (
    <InputGroup dir="ltr">
      <InputGroupInput {...control} value={link} onChange={(e) => setLink(e.target.value)} />
      <Button aria-label="Copy invite link" onClick={() => copy(link)}>
        <Copy aria-hidden /> Copy
      </Button>
    </InputGroup>
  )}
</FormField>`

const SNIPPET_CODE = `<div className="flex items-center gap-2 rounded-lg bg-muted p-2 ps-4">
  <code dir="ltr" className="min-w-0 flex-1 font-mono text-sm break-all">{command}</code>
  <Button size="icon-sm" aria-label="Copy the install command" onClick={() => copy(command)}>
    <Copy aria-hidden />
  </Button>
</div>`

const GENERATED_CODE = `const [key, setKey] = useState(makeApiKey)

<FormField label="API key" hint="Shown once: copy it to your server's settings.">
  <Input readOnly value={key} className="font-mono" />
</FormField>
<Button onClick={() => setKey(makeApiKey())}>Generate a new key</Button>
<Button aria-label="Copy API key" onClick={() => copy(key)}>Copy</Button>`

const ROWS_CODE = `{orders.map((order) => (
  <li key={order.id}>
    <span>{order.id}</span>
    <Button size="icon-sm" aria-label={\`Copy order number \${order.id}\`} onClick={() => copy(order.id)}>
      <Copy aria-hidden />
    </Button>
  </li>
))}`

function FieldDemo() {
  const { t } = useTranslation('uiExtensions')
  const [link, setLink] = useState('https://tessera.dev/invite/harbor-team')
  return (
    <FormField label={t('clipboard.field.label')} hint={t('clipboard.field.hint')}>
      {(control) => (
        <InputGroup dir="ltr">
          <InputGroupInput
            {...control}
            value={link}
            spellCheck={false}
            onChange={(event) => setLink(event.target.value)}
          />
          <CopyButton
            variant="ghost"
            className="h-auto shrink-0 rounded-none border-s"
            label={t('clipboard.field.copy')}
            text={() => link}
          />
        </InputGroup>
      )}
    </FormField>
  )
}

function SnippetDemo() {
  const { t } = useTranslation('uiExtensions')
  return (
    <div className="grid gap-2">
      <p className="text-sm text-muted-foreground">{t('clipboard.snippet.caption')}</p>
      <div className="flex items-center gap-2 rounded-lg bg-muted p-2 ps-4">
        <code dir="ltr" className="min-w-0 flex-1 py-1 font-mono text-sm break-all">
          {INSTALL_COMMAND}
        </code>
        <CopyButton
          size="icon-sm"
          variant="ghost"
          iconOnly
          label={t('clipboard.snippet.copy')}
          text={INSTALL_COMMAND}
        />
      </div>
    </div>
  )
}

function GeneratedDemo() {
  const { t } = useTranslation('uiExtensions')
  const [key, setKey] = useState(makeApiKey)
  const [generation, setGeneration] = useState(1)
  return (
    <div className="grid gap-3">
      <FormField label={t('clipboard.generated.label')} hint={t('clipboard.generated.hint')}>
        <Input dir="ltr" readOnly value={key} spellCheck={false} className="font-mono text-sm" />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="soft"
          onClick={() => {
            setKey(makeApiKey())
            setGeneration((count) => count + 1)
          }}
        >
          <RefreshCw aria-hidden />
          {t('clipboard.generated.regenerate')}
        </Button>
        <CopyButton label={t('clipboard.generated.copy')} text={() => key} />
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t('clipboard.generated.number', { number: generation })}
      </p>
    </div>
  )
}

function RowsDemo() {
  const { t } = useTranslation('uiExtensions')
  return (
    <ul className="divide-y rounded-lg border" aria-label={t('clipboard.rows.listLabel')}>
      {ORDERS.map((order) => (
        <li key={order.id} className="flex items-center gap-3 px-3 py-2">
          <div className="flex min-w-0 flex-1 flex-col">
            <span dir="ltr" className="self-start font-mono text-sm">
              {order.id}
            </span>
            <span className="truncate text-sm text-muted-foreground">{order.customer}</span>
          </div>
          <CopyButton
            size="icon-sm"
            variant="ghost"
            iconOnly
            label={t('clipboard.rows.copy', { id: order.id })}
            text={order.id}
          />
        </li>
      ))}
    </ul>
  )
}

/** Copy actions: from a field the user edits, a command, a generated key and rows of a list. */
export function ClipboardPage() {
  const { t } = useTranslation('uiExtensions')
  return (
    <div>
      <PageHeader title={t('clipboard.title')} intro={t('clipboard.intro')} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <DemoCard
          title={t('clipboard.field.title')}
          description={t('clipboard.field.description')}
          code={FIELD_CODE}
        >
          <FieldDemo />
        </DemoCard>
        <DemoCard
          title={t('clipboard.snippet.title')}
          description={t('clipboard.snippet.description')}
          code={SNIPPET_CODE}
        >
          <SnippetDemo />
        </DemoCard>
        <DemoCard
          title={t('clipboard.generated.title')}
          description={t('clipboard.generated.description')}
          code={GENERATED_CODE}
        >
          <GeneratedDemo />
        </DemoCard>
        <DemoCard
          title={t('clipboard.rows.title')}
          description={t('clipboard.rows.description')}
          code={ROWS_CODE}
        >
          <RowsDemo />
        </DemoCard>
      </div>
    </div>
  )
}
