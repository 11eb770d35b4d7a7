import { zodResolver } from '@hookform/resolvers/zod'
import type { TFunction } from 'i18next'
import type { Resolver } from 'react-hook-form'
import { loginSchema, type LoginValues } from '../schemas'

/** The sign-in form's resolver, in a chunk of its own with zod (see lazyResolver). */
export const loginResolver = (t: TFunction<'auth'>): Resolver<LoginValues> => zodResolver(loginSchema(t))
