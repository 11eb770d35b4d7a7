import { isApiError } from '@/lib/http/client'
import { useInvoice } from './api/get-invoice'

/** The invoice a page shows, with "not found" (an id that is not a positive number, or a 404) told apart. */
export function useInvoiceForPage(id: number) {
  const valid = Number.isSafeInteger(id) && id > 0
  const reply = useInvoice(valid ? id : 0)
  const notFound = !valid || (reply.isError && isApiError(reply.error) && reply.error.status === 404)
  return { reply, notFound }
}
