import { Fragment } from 'react'

/*
 * Where an address may wrap: after "@", after a "/" (but not between the two of "//"), and before ".", "-", "_",
 * "?", "#", "&" and "=", the points a typesetter breaks an email or a web address at.
 */
const BREAKS = /(?<=@)|(?<=\/)(?!\/)|(?=[.\-_?#&=])/

/**
 * An email, a web address or a handle, with a line-break opportunity (`<wbr>`) at each of its natural points, so a
 * narrow card wraps "amara.dunmore@ / glazeworksltd.test" instead of "amara.dunmore@glazeworkslt / d.test". The
 * text reads and copies as before; keep `overflow-wrap: anywhere` (or `break-words`) on the container only for a
 * part still too long for the line.
 */
export function BreakableText({ text }: { text: string }) {
  return text.split(BREAKS).map((part, index) => (
    // the parts of one string never move, so their place is their identity
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ))
}
