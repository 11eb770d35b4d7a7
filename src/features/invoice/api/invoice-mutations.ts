import { useMutation, useQueryClient } from '@tanstack/react-query'
import type {
  AddClientBody,
  AddInvoiceBody,
  AddPaymentBody,
  SendInvoiceBody,
  UpdateInvoiceBody,
} from '@contract/invoice'
import { invoiceCalls } from '@contract/invoice.calls'
import { apiFetch } from '@/lib/http/client'
import { CLIENTS_KEY, INVOICES_KEY } from './invoice-keys'

/*
 * The invoice app's writes, one hook each. Every one refreshes the invoice queries when it settles, so the list,
 * the preview and the editor never show a stale balance or status. 400 replies carry field messages.
 */

function useInvoiceMutation<B, R>(
  name: string,
  call: (body: B) => Promise<R>,
  keys: readonly (readonly string[])[] = [INVOICES_KEY],
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['invoices', name],
    mutationFn: call,
    onSettled: () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  })
}

export const useAddInvoice = () =>
  useInvoiceMutation('add', (body: AddInvoiceBody) => apiFetch(invoiceCalls.addInvoice, { body }))

export const useUpdateInvoice = () =>
  useInvoiceMutation('update', (body: UpdateInvoiceBody) => apiFetch(invoiceCalls.updateInvoice, { body }))

export const useAddPayment = () =>
  useInvoiceMutation('add-payment', (body: AddPaymentBody) => apiFetch(invoiceCalls.addPayment, { body }))

export const useSendInvoice = () =>
  useInvoiceMutation('send', (body: SendInvoiceBody) => apiFetch(invoiceCalls.send, { body }))

export const useDuplicateInvoice = () =>
  useInvoiceMutation('duplicate', (id: number) => apiFetch(invoiceCalls.duplicate, { body: { id } }))

export const useDeleteInvoice = () =>
  useInvoiceMutation('delete', (id: number) => apiFetch(invoiceCalls.deleteInvoice, { query: { id } }))

export const useAddClient = () =>
  useInvoiceMutation('add-client', (body: AddClientBody) => apiFetch(invoiceCalls.addClient, { body }), [
    CLIENTS_KEY,
  ])
