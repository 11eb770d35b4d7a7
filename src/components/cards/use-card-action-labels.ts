import { useTranslation } from 'react-i18next'
import type { CardActionLabels } from './action-card'

/** The card toolbar's words from the `cards` namespace; the route must list `cards` in its namespaces. */
export function useCardActionLabels(): CardActionLabels {
  const { t } = useTranslation('cards')
  return {
    collapse: t('actions.collapse'),
    expand: t('actions.expand'),
    refresh: t('actions.refresh'),
    remove: t('actions.remove'),
    loading: t('actions.loading'),
  }
}
