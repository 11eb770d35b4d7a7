import { clsx, type ClassValue } from 'clsx'
import { mergeClasses } from './class-merge'

/** Joins class names; a later Tailwind utility wins over an earlier one of the same kind (see class-merge.ts). */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs))
}
