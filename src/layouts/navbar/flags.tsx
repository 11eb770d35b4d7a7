import type { LanguageCode } from '@/i18n/languages'

/*
 * Small hand-drawn flags; emoji flags are missing from many desktop fonts (Windows, most Linux). Arabic is the
 * language of many countries, so it gets a neutral language mark instead of one country's flag: the letter ʿayn
 * (ع, the first letter of العربية) drawn as a path, so it needs no Arabic font.
 */
const paths: Record<LanguageCode, React.ReactNode> = {
  en: (
    <>
      <rect width="60" height="40" fill="#012169" />
      <path d="M0 0l60 40M60 0L0 40" stroke="#fff" strokeWidth="8" />
      <path d="M0 0l60 40M60 0L0 40" stroke="#c8102e" strokeWidth="3" />
      <path d="M30 0v40M0 20h60" stroke="#fff" strokeWidth="12" />
      <path d="M30 0v40M0 20h60" stroke="#c8102e" strokeWidth="7" />
    </>
  ),
  de: (
    <>
      <rect width="60" height="14" fill="#000" />
      <rect y="13" width="60" height="14" fill="#dd0000" />
      <rect y="26" width="60" height="14" fill="#ffce00" />
    </>
  ),
  fr: (
    <>
      <rect width="20" height="40" fill="#002395" />
      <rect x="20" width="20" height="40" fill="#fff" />
      <rect x="40" width="20" height="40" fill="#ed2939" />
    </>
  ),
  pt: (
    <>
      <rect width="24" height="40" fill="#006600" />
      <rect x="24" width="36" height="40" fill="#ff0000" />
      <circle cx="24" cy="20" r="8" fill="#ffcc00" />
      <circle cx="24" cy="20" r="4.5" fill="#fff" stroke="#ff0000" strokeWidth="2" />
    </>
  ),
  ar: (
    <>
      <rect width="60" height="40" fill="#0f766e" />
      <path
        d="M36 11c-3-3-10-2-10 3s6 6 10 5M36 19c-9 0-13 4-12 9s7 6 13 4"
        fill="none"
        stroke="#fff"
        strokeWidth="3.5"
        strokeLinecap="round"
      />
    </>
  ),
}

export function Flag({ code, className }: { code: LanguageCode; className?: string }) {
  return (
    <svg viewBox="0 0 60 40" aria-hidden="true" className={className ?? 'h-3.5 w-5 shrink-0 rounded-[2px]'}>
      {paths[code]}
    </svg>
  )
}
