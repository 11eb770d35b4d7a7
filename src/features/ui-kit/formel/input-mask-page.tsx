import CreditCard from 'lucide-react/icons/credit-card'
import { useId, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { FormField } from '@/components/ui/form-field'
import { InputGroup, InputGroupAddon, inputGroupInputClass } from '@/components/ui/input-group'
import {
  detectCardBrand,
  formatCardNumber,
  formatNumeral,
  formatPattern,
  MaskedInput,
  parseNumeral,
  unformatPattern,
} from '@/components/ui/masked-input'
import { DemoCard } from '../components/demo-card'

const BRAND_NAMES = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
} as const

/** The value as stored, under the field: what a form would send. */
function RawValue({ children }: { children: ReactNode }) {
  const { t } = useTranslation('uiFormElements')
  return (
    <p className="text-sm text-muted-foreground">
      {t('inputMask.raw')}{' '}
      <code dir="ltr" className="rounded bg-muted px-1.5 py-0.5 font-mono text-foreground">
        {children === '' ? '—' : children}
      </code>
    </p>
  )
}

function PhoneField() {
  const { t } = useTranslation('uiFormElements')
  const [phone, setPhone] = useState('')
  return (
    <div className="grid gap-1.5">
      <FormField label={t('inputMask.phone')} hint={<span dir="ltr">(555) 123-4567</span>}>
        <MaskedInput
          dir="ltr"
          mask="(000) 000-0000"
          inputMode="tel"
          autoComplete="tel-national"
          value={phone}
          onValueChange={setPhone}
        />
      </FormField>
      <RawValue>{unformatPattern(phone, '(000) 000-0000')}</RawValue>
    </div>
  )
}

function PrefixField() {
  const { t } = useTranslation('uiFormElements')
  const [phone, setPhone] = useState('')
  const prefix = '+1 '
  const mask = '000 000 0000'
  return (
    <div className="grid gap-1.5">
      <FormField label={t('inputMask.usPhone')} hint={t('inputMask.usPhoneHint')}>
        <MaskedInput
          dir="ltr"
          prefix={prefix}
          mask={mask}
          inputMode="tel"
          autoComplete="tel"
          placeholder="+1 555 123 4567"
          value={phone}
          onValueChange={setPhone}
        />
      </FormField>
      <RawValue>{phone && `+1${unformatPattern(phone.slice(prefix.length), mask)}`}</RawValue>
    </div>
  )
}

function CardField() {
  const { t } = useTranslation('uiFormElements')
  const [card, setCard] = useState('')
  const brandId = useId()
  const brand = detectCardBrand(card)
  return (
    <div className="grid gap-1.5">
      <FormField label={t('inputMask.card')} hint={t('inputMask.cardHint')}>
        {(control) => (
          <InputGroup dir="ltr">
            <MaskedInput
              {...control}
              dir="ltr"
              mask={formatCardNumber}
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="0000 0000 0000 0000"
              value={card}
              onValueChange={setCard}
              aria-describedby={[brandId, control['aria-describedby']].filter(Boolean).join(' ')}
              className={inputGroupInputClass}
            />
            <InputGroupAddon variant="icon" className="gap-1.5 pe-3 text-foreground">
              <CreditCard aria-hidden />
              {/* an unknown brand is the bare card icon on screen (the field needs the room on a phone) and words
                  for screen readers; a known one is named */}
              <span id={brandId} aria-live="polite" className={brand ? undefined : 'sr-only'}>
                {brand ? BRAND_NAMES[brand] : t('inputMask.unknownBrand')}
              </span>
            </InputGroupAddon>
          </InputGroup>
        )}
      </FormField>
      <RawValue>{card.replace(/\D/g, '')}</RawValue>
    </div>
  )
}

function DateTimeFields() {
  const { t } = useTranslation('uiFormElements')
  const [date, setDate] = useState('')
  const [time, setTime] = useState('')
  const [month = '', day = '', year = ''] = date.split('/')
  const [hours = '', minutes = ''] = time.split(':')
  const dateOk =
    year.length === 4 && Number(month) >= 1 && Number(month) <= 12 && Number(day) >= 1 && Number(day) <= 31
  const timeOk = minutes.length === 2 && Number(hours) <= 23 && Number(minutes) <= 59
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="grid content-start gap-1.5">
        <FormField
          label={t('inputMask.date')}
          hint={t('inputMask.dateHint')}
          error={date.length === 10 && !dateOk ? t('inputMask.dateError') : undefined}
        >
          <MaskedInput dir="ltr" mask="00/00/0000" inputMode="numeric" value={date} onValueChange={setDate} />
        </FormField>
        <RawValue>{dateOk ? `${year}-${month}-${day}` : ''}</RawValue>
      </div>
      <div className="grid content-start gap-1.5">
        <FormField
          label={t('inputMask.time')}
          hint={t('inputMask.timeHint')}
          error={time.length === 5 && !timeOk ? t('inputMask.timeError') : undefined}
        >
          <MaskedInput dir="ltr" mask="00:00" inputMode="numeric" value={time} onValueChange={setTime} />
        </FormField>
        <RawValue>{timeOk ? time : ''}</RawValue>
      </div>
    </div>
  )
}

function NumeralField() {
  const { t, i18n } = useTranslation('uiFormElements')
  const language = i18n.resolvedLanguage ?? i18n.language
  const [amount, setAmount] = useState('')
  const number = parseNumeral(amount, language)
  return (
    <div className="grid gap-1.5">
      <FormField label={t('inputMask.amount')} hint={t('inputMask.amountHint')}>
        <MaskedInput
          dir="ltr"
          mask={(text) => formatNumeral(text, language)}
          inputMode="decimal"
          value={amount}
          onValueChange={setAmount}
        />
      </FormField>
      <RawValue>{Number.isNaN(number) ? '' : String(number)}</RawValue>
    </div>
  )
}

function BlocksField() {
  const { t } = useTranslation('uiFormElements')
  const [key, setKey] = useState('')
  const [parcel, setParcel] = useState('')
  const keyMask = 'AAAA-0000-AAAA'
  const parcelMask = '00.000.000-0'
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="grid content-start gap-1.5">
        <FormField label={t('inputMask.licence')} hint={<span dir="ltr">ABCD-1234-EFGH</span>}>
          <MaskedInput
            dir="ltr"
            mask={(text) => formatPattern(text.toUpperCase(), keyMask)}
            autoCapitalize="characters"
            spellCheck={false}
            value={key}
            onValueChange={setKey}
          />
        </FormField>
        <RawValue>{unformatPattern(key, keyMask)}</RawValue>
      </div>
      <div className="grid content-start gap-1.5">
        <FormField label={t('inputMask.parcel')} hint={<span dir="ltr">12.345.678-9</span>}>
          <MaskedInput
            dir="ltr"
            mask={parcelMask}
            inputMode="numeric"
            value={parcel}
            onValueChange={setParcel}
          />
        </FormField>
        <RawValue>{unformatPattern(parcel, parcelMask)}</RawValue>
      </div>
    </div>
  )
}

/** MaskedInput formatting as you type: phone, prefix, card with its brand, date, time, amounts and custom blocks. */
export function InputMaskPage() {
  const { t } = useTranslation('uiFormElements')
  return (
    <div>
      <PageHeader title={t('inputMask.title')} intro={t('inputMask.intro')} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <DemoCard
          title={t('inputMask.phones')}
          description={t('inputMask.phonesText')}
          contentClassName="grid gap-4"
          code={`import { MaskedInput, unformatPattern } from '@/components/ui/masked-input'

<FormField label="Phone">
  <MaskedInput mask="(000) 000-0000" inputMode="tel" value={phone} onValueChange={setPhone} />
</FormField>
<MaskedInput prefix="+1 " mask="000 000 0000" value={intl} onValueChange={setIntl} />
unformatPattern('(555) 123-4567', '(000) 000-0000') // '5551234567'`}
        >
          <PhoneField />
          <PrefixField />
        </DemoCard>

        <DemoCard
          title={t('inputMask.cards')}
          description={t('inputMask.cardsText')}
          contentClassName="grid gap-4"
          code={`import { detectCardBrand, formatCardNumber, MaskedInput } from '@/components/ui/masked-input'

<MaskedInput mask={formatCardNumber} inputMode="numeric" autoComplete="cc-number" value={card} onValueChange={setCard} />
detectCardBrand(card) // 'visa' | 'mastercard' | 'amex' | … | null
// American Express groups 4-6-5: 3782 822463 10005`}
        >
          <CardField />
        </DemoCard>

        <DemoCard
          title={t('inputMask.dateTime')}
          description={t('inputMask.dateTimeText')}
          code={`<MaskedInput mask="00/00/0000" inputMode="numeric" value={date} onValueChange={setDate} />
<MaskedInput mask="00:00" inputMode="numeric" value={time} onValueChange={setTime} />`}
        >
          <DateTimeFields />
        </DemoCard>

        <DemoCard
          title={t('inputMask.numeral')}
          description={t('inputMask.numeralText')}
          code={`import { formatNumeral, MaskedInput, parseNumeral } from '@/components/ui/masked-input'

<MaskedInput
  mask={(text) => formatNumeral(text, i18n.language)}
  inputMode="decimal"
  value={amount}
  onValueChange={setAmount}
/>
parseNumeral('1.234.567,5', 'de') // 1234567.5`}
        >
          <NumeralField />
        </DemoCard>

        <DemoCard
          title={t('inputMask.blocks')}
          description={t('inputMask.blocksText')}
          className="xl:col-span-2"
          code={`// 0 a digit, A a letter, * either; anything else is a literal
<MaskedInput mask={(text) => formatPattern(text.toUpperCase(), 'AAAA-0000-AAAA')} value={key} onValueChange={setKey} />
<MaskedInput mask="00.000.000-0" inputMode="numeric" value={parcel} onValueChange={setParcel} />`}
        >
          <BlocksField />
        </DemoCard>
      </div>
    </div>
  )
}
