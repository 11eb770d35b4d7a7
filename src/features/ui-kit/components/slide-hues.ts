/** Hues of the sample slides (SlideArt): deep enough that white text on them passes AA. */
export const SLIDE_HUES = [222, 262, 168, 12, 198, 330, 38, 140] as const
