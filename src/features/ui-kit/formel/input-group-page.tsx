import AtSign from 'lucide-react/icons/at-sign'
import ChevronDown from 'lucide-react/icons/chevron-down'
import Copy from 'lucide-react/icons/copy'
import Mail from 'lucide-react/icons/mail'
import Search from 'lucide-react/icons/search'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { Checkbox } from '@/components/ui/checkbox'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { FormField } from '@/components/ui/form-field'
import { InputGroup, InputGroupAddon, InputGroupButton, InputGroupInput } from '@/components/ui/input-group'
import { Label } from '@/components/ui/label'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'
import { useCopyToClipboard } from '@/lib/use-copy-to-clipboard'
import { DemoCard } from '../components/demo-card'

const SLUG = /^[a-z0-9-]{3,}$/
const SEARCH_SCOPES = ['orders', 'customers', 'invoices'] as const
type SearchScope = (typeof SEARCH_SCOPES)[number]

/** Joins the ids a control is described by, leaving out the empty ones. */
const describedBy = (...ids: (string | undefined)[]) => ids.filter(Boolean).join(' ') || undefined

function TextAddons() {
  const { t } = useTranslation('uiFormElements')
  const prefixId = useId()
  const suffixId = useId()
  const currencyId = useId()
  const centsId = useId()
  return (
    <>
      <FormField label={t('inputGroup.website')}>
        {(control) => (
          <InputGroup dir="ltr">
            <InputGroupAddon id={prefixId}>https://</InputGroupAddon>
            <InputGroupInput
              {...control}
              dir="ltr"
              placeholder="example.com"
              aria-describedby={describedBy(prefixId, control['aria-describedby'])}
            />
          </InputGroup>
        )}
      </FormField>
      <FormField label={t('inputGroup.username')}>
        {(control) => (
          <InputGroup dir="ltr">
            <InputGroupInput {...control} dir="ltr" aria-describedby={suffixId} />
            <InputGroupAddon id={suffixId}>@example.com</InputGroupAddon>
          </InputGroup>
        )}
      </FormField>
      <FormField label={t('inputGroup.price')}>
        {(control) => (
          <InputGroup dir="ltr">
            <InputGroupAddon id={currencyId}>$</InputGroupAddon>
            <InputGroupInput
              {...control}
              dir="ltr"
              inputMode="numeric"
              placeholder="120"
              aria-describedby={describedBy(currencyId, centsId)}
            />
            <InputGroupAddon id={centsId}>.00</InputGroupAddon>
          </InputGroup>
        )}
      </FormField>
    </>
  )
}

function IconAddons() {
  const { t } = useTranslation('uiFormElements')
  return (
    <>
      <FormField label={t('inputGroup.workEmail')}>
        {(control) => (
          <InputGroup>
            <InputGroupAddon variant="icon">
              <Mail aria-hidden />
            </InputGroupAddon>
            <InputGroupInput {...control} type="email" autoComplete="email" />
          </InputGroup>
        )}
      </FormField>
      <FormField label={t('inputGroup.handle')}>
        {(control) => (
          <InputGroup>
            <InputGroupInput {...control} dir="ltr" />
            <InputGroupAddon variant="icon">
              <AtSign aria-hidden />
            </InputGroupAddon>
          </InputGroup>
        )}
      </FormField>
    </>
  )
}

function ButtonAddons() {
  const { t } = useTranslation('uiFormElements')
  const [link, setLink] = useState('tessera.dev/invite/8f3k2')
  const copy = useCopyToClipboard({ success: t('inputGroup.copied'), failure: t('inputGroup.copyFailed') })
  return (
    <>
      <FormField label={t('inputGroup.inviteLink')}>
        {(control) => (
          <InputGroup dir="ltr">
            <InputGroupInput {...control} dir="ltr" value={link} onChange={(e) => setLink(e.target.value)} />
            <InputGroupButton variant="ghost" color="neutral" onClick={() => void copy(link)}>
              <Copy aria-hidden />
              {t('inputGroup.copy')}
            </InputGroupButton>
          </InputGroup>
        )}
      </FormField>
      <FormField label={t('inputGroup.searchOrders')}>
        {(control) => (
          <InputGroup>
            <InputGroupAddon variant="icon">
              <Search aria-hidden />
            </InputGroupAddon>
            <InputGroupInput {...control} type="search" placeholder={t('inputGroup.searchPlaceholder')} />
            <InputGroupButton onClick={() => undefined}>{t('inputGroup.search')}</InputGroupButton>
          </InputGroup>
        )}
      </FormField>
    </>
  )
}

function DropdownAddon() {
  const { t } = useTranslation('uiFormElements')
  const [scope, setScope] = useState<SearchScope>('orders')
  const scopeId = useId()
  return (
    <FormField label={t('inputGroup.searchIn')} hint={t('inputGroup.searchInHint')}>
      {(control) => (
        <InputGroup>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <InputGroupButton
                variant="ghost"
                color="neutral"
                aria-label={`${t('inputGroup.scope')}: ${t(`inputGroup.scopes.${scope}`)}`}
              >
                <span id={scopeId}>{t(`inputGroup.scopes.${scope}`)}</span>
                <ChevronDown aria-hidden />
              </InputGroupButton>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="start">
              <DropdownMenuRadioGroup value={scope} onValueChange={(value) => setScope(value as SearchScope)}>
                {SEARCH_SCOPES.map((option) => (
                  <DropdownMenuRadioItem key={option} value={option}>
                    {t(`inputGroup.scopes.${option}`)}
                  </DropdownMenuRadioItem>
                ))}
              </DropdownMenuRadioGroup>
            </DropdownMenuContent>
          </DropdownMenu>
          <InputGroupInput
            {...control}
            type="search"
            aria-describedby={describedBy(scopeId, control['aria-describedby'])}
          />
        </InputGroup>
      )}
    </FormField>
  )
}

function ChoiceAddons() {
  const { t } = useTranslation('uiFormElements')
  const copyId = useId()
  const primaryId = useId()
  const [primary, setPrimary] = useState('work')
  const [sendCopy, setSendCopy] = useState(true)
  return (
    <>
      <FormField label={t('inputGroup.ccEmail')}>
        {(control) => (
          <InputGroup>
            <InputGroupAddon className="gap-2">
              <Checkbox id={copyId} checked={sendCopy} onCheckedChange={(checked) => setSendCopy(checked)} />
              <Label htmlFor={copyId} className="font-normal">
                {t('inputGroup.sendCopy')}
              </Label>
            </InputGroupAddon>
            <InputGroupInput {...control} type="email" disabled={!sendCopy} defaultValue="team@example.com" />
          </InputGroup>
        )}
      </FormField>
      <div role="group" aria-labelledby={primaryId} className="flex flex-col gap-1.5">
        <span id={primaryId} className="text-sm font-medium">
          {t('inputGroup.primaryPhone')}
        </span>
        <RadioGroup value={primary} onValueChange={setPrimary} aria-labelledby={primaryId}>
          {(['work', 'home'] as const).map((kind) => (
            <InputGroup key={kind}>
              <InputGroupAddon className="gap-2">
                <RadioGroupItem id={`${primaryId}-${kind}`} value={kind} />
                <Label htmlFor={`${primaryId}-${kind}`} className="font-normal">
                  {t(`inputGroup.${kind}`)}
                </Label>
              </InputGroupAddon>
              <InputGroupInput
                type="tel"
                dir="ltr"
                aria-label={t(`inputGroup.${kind}Phone`)}
                defaultValue={kind === 'work' ? '+1 555 0100' : '+1 555 0199'}
              />
            </InputGroup>
          ))}
        </RadioGroup>
      </div>
    </>
  )
}

function SizedGroups() {
  const { t } = useTranslation('uiFormElements')
  return (
    <>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <FormField key={size} label={t(`inputGroup.${size}`)}>
          {(control) => (
            <InputGroup>
              <InputGroupAddon variant="icon">
                <Search aria-hidden />
              </InputGroupAddon>
              <InputGroupInput {...control} size={size} type="search" />
              <InputGroupButton size={size}>{t('inputGroup.search')}</InputGroupButton>
            </InputGroup>
          )}
        </FormField>
      ))}
    </>
  )
}

function MergedGroups() {
  const { t } = useTranslation('uiFormElements')
  const prefixId = useId()
  return (
    <>
      <FormField label={t('inputGroup.profileUrl')}>
        {(control) => (
          <InputGroup merged dir="ltr">
            <InputGroupAddon id={prefixId}>tessera.dev/</InputGroupAddon>
            <InputGroupInput {...control} dir="ltr" className="ps-0.5" aria-describedby={prefixId} />
          </InputGroup>
        )}
      </FormField>
      <FormField label={t('inputGroup.workEmail')}>
        {(control) => (
          <InputGroup merged>
            <InputGroupAddon variant="icon">
              <Mail aria-hidden />
            </InputGroupAddon>
            <InputGroupInput {...control} type="email" />
          </InputGroup>
        )}
      </FormField>
    </>
  )
}

function ValidatedGroup() {
  const { t } = useTranslation('uiFormElements')
  const prefixId = useId()
  const [slug, setSlug] = useState('My shop')
  const error = SLUG.test(slug) ? undefined : t('inputGroup.slugError')
  return (
    <FormField label={t('inputGroup.storeAddress')} hint={t('inputGroup.slugHint')} error={error} required>
      {(control) => (
        <InputGroup dir="ltr">
          <InputGroupAddon id={prefixId}>shop.example.com/</InputGroupAddon>
          <InputGroupInput
            {...control}
            dir="ltr"
            value={slug}
            onChange={(event) => setSlug(event.target.value)}
            aria-describedby={describedBy(control['aria-describedby'], prefixId)}
          />
        </InputGroup>
      )}
    </FormField>
  )
}

/** InputGroup in all its forms: text, icons, buttons, a dropdown, a checkbox or radio, sizes, merged, an error. */
export function InputGroupPage() {
  const { t } = useTranslation('uiFormElements')
  return (
    <div>
      <PageHeader title={t('inputGroup.title')} intro={t('inputGroup.intro')} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <DemoCard
          title={t('inputGroup.text')}
          description={t('inputGroup.textText')}
          contentClassName="grid gap-4"
          code={`import { InputGroup, InputGroupAddon, InputGroupInput } from '@/components/ui/input-group'

<FormField label="Website">
  {(control) => (
    <InputGroup>
      <InputGroupAddon id="site-prefix">https://</InputGroupAddon>
      <InputGroupInput {...control} aria-describedby="site-prefix" />
    </InputGroup>
  )}
</FormField>`}
        >
          <TextAddons />
        </DemoCard>

        <DemoCard
          title={t('inputGroup.icons')}
          description={t('inputGroup.iconsText')}
          contentClassName="grid gap-4"
          code={`<InputGroup>
  <InputGroupAddon variant="icon"><Mail aria-hidden /></InputGroupAddon>
  <InputGroupInput {...control} type="email" />
</InputGroup>`}
        >
          <IconAddons />
        </DemoCard>

        <DemoCard
          title={t('inputGroup.buttons')}
          description={t('inputGroup.buttonsText')}
          contentClassName="grid gap-4"
          code={`<InputGroup>
  <InputGroupInput {...control} value={link} onChange={…} />
  <InputGroupButton variant="ghost" color="neutral" onClick={() => copy(link)}>
    <Copy aria-hidden /> Copy
  </InputGroupButton>
</InputGroup>`}
        >
          <ButtonAddons />
        </DemoCard>

        <DemoCard
          title={t('inputGroup.dropdown')}
          description={t('inputGroup.dropdownText')}
          contentClassName="grid gap-4"
          code={`<InputGroup>
  <DropdownMenu>
    <DropdownMenuTrigger asChild>
      <InputGroupButton variant="ghost" color="neutral" aria-label={\`Search in: \${scopeName}\`}>
        {scopeName} <ChevronDown aria-hidden />
      </InputGroupButton>
    </DropdownMenuTrigger>
    <DropdownMenuContent align="start">
      <DropdownMenuRadioGroup value={scope} onValueChange={setScope}>…</DropdownMenuRadioGroup>
    </DropdownMenuContent>
  </DropdownMenu>
  <InputGroupInput {...control} type="search" />
</InputGroup>`}
        >
          <DropdownAddon />
        </DemoCard>

        <DemoCard
          title={t('inputGroup.choices')}
          description={t('inputGroup.choicesText')}
          contentClassName="grid gap-4"
          code={`<InputGroup>
  <InputGroupAddon className="gap-2">
    <Checkbox id="cc" checked={on} onCheckedChange={setOn} />
    <Label htmlFor="cc" className="font-normal">Send a copy</Label>
  </InputGroupAddon>
  <InputGroupInput {...control} type="email" disabled={!on} />
</InputGroup>`}
        >
          <ChoiceAddons />
        </DemoCard>

        <DemoCard
          title={t('inputGroup.sizes')}
          description={t('inputGroup.sizesText')}
          contentClassName="grid gap-4"
          code={`<InputGroup>
  <InputGroupAddon variant="icon"><Search aria-hidden /></InputGroupAddon>
  <InputGroupInput {...control} size="lg" type="search" />
  <InputGroupButton size="lg">Search</InputGroupButton>
</InputGroup>`}
        >
          <SizedGroups />
        </DemoCard>

        <DemoCard
          title={t('inputGroup.merged')}
          description={t('inputGroup.mergedText')}
          contentClassName="grid gap-4"
          code={`<InputGroup merged>
  <InputGroupAddon id="profile-prefix">tessera.dev/</InputGroupAddon>
  <InputGroupInput {...control} className="ps-0.5" aria-describedby="profile-prefix" />
</InputGroup>`}
        >
          <MergedGroups />
        </DemoCard>

        <DemoCard
          title={t('inputGroup.validation')}
          description={t('inputGroup.validationText')}
          contentClassName="grid gap-4"
          code={`<FormField label="Store address" hint="Lower-case letters, digits and dashes." error={error} required>
  {(control) => (
    <InputGroup>
      <InputGroupAddon id="shop-prefix">shop.example.com/</InputGroupAddon>
      <InputGroupInput {...control} aria-describedby={\`\${control['aria-describedby']} shop-prefix\`} />
    </InputGroup>
  )}
</FormField>
// aria-invalid on the input turns the whole group's border red`}
        >
          <ValidatedGroup />
        </DemoCard>
      </div>
    </div>
  )
}
