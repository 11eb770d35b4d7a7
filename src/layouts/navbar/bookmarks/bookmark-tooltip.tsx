import type { IntentProps } from '@/components/ui/on-intent'
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip'

/** A bookmark's title as a tooltip below its icon link (bookmark-link.tsx draws the link until this loads). */
export function BookmarkTooltip({ trigger, defaultOpen, title }: IntentProps & { title: string }) {
  return (
    <TooltipProvider>
      <Tooltip defaultOpen={defaultOpen}>
        <TooltipTrigger asChild>{trigger}</TooltipTrigger>
        <TooltipContent side="bottom">{title}</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  )
}
