import { autocompleteApi } from '../../contract/autocomplete'
import { requireAbility, requireAuth } from '../lib/auth'
import { routeGroup } from '../lib/route'

/** Feeds the autocomplete form demo, hence the Form subject. */
export const autocompleteRoutes = routeGroup().route(
  autocompleteApi.data,
  [requireAuth, requireAbility('read', 'Form')],
  async (c) => c.json({ autoComplete: await c.var.deps.store.read('autocomplete') }),
)
