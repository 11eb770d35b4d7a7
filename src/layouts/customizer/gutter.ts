/**
 * Phones: the end padding the content area and the footer keep, so the customizer's tab (24 px wide, fixed at the
 * end edge: customizer.tsx) never sits over the page's text or controls. From 640 px up the usual padding is wide
 * enough beside the cards' own.
 */
export const CUSTOMIZER_GUTTER_CLASS = 'max-sm:pe-8'
