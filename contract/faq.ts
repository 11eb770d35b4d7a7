import { z } from 'zod'
import { endpoint } from './endpoint'
import { searchTextParam, shortText } from './common'
import { FAQ_CATEGORIES } from './faq.values'

/**
 * The FAQ and the knowledge base (`/faq/data...`). FAQ answers and knowledge-base articles are the same for
 * everyone; a "was this helpful" vote belongs to the caller (counts are the seed's plus the caller's own).
 */

export * from './faq.values'

export const faqEntrySchema = z.object({ question: z.string(), ans: z.string() })
export const faqCategorySchema = z.object({
  /** A lucide icon name. */
  icon: z.string(),
  title: z.string(),
  subtitle: z.string(),
  qandA: z.array(faqEntrySchema),
})
export type FaqCategory = z.infer<typeof faqCategorySchema>

/** Keyed by category id, in FAQ_CATEGORIES order; `q` keeps matching questions and drops empty categories. */
export const faqReplySchema = z.partialRecord(z.enum(FAQ_CATEGORIES), faqCategorySchema)
export type FaqReply = z.infer<typeof faqReplySchema>

export const kbQuestionLinkSchema = z.object({ slug: z.string(), question: z.string() })
export const kbCategorySchema = z.object({
  /** The category's slug, as in the address. */
  id: z.string(),
  title: z.string(),
  desc: z.string(),
  /** A lucide icon name, and a theme colour for it. */
  icon: z.string(),
  color: z.enum(['primary', 'success', 'warning', 'danger', 'info', 'secondary']),
  questions: z.array(kbQuestionLinkSchema),
})
export type KbCategory = z.infer<typeof kbCategorySchema>

export const helpfulSchema = z.object({
  yes: z.number().int().min(0),
  no: z.number().int().min(0),
  /** The caller's vote, or null. */
  myVote: z.boolean().nullable(),
})
export type Helpful = z.infer<typeof helpfulSchema>

export const kbArticleSchema = z.object({
  category: z.object({ id: z.string(), title: z.string() }),
  slug: z.string(),
  question: z.string(),
  lastUpdated: z.string(),
  /** Plain-text paragraphs. */
  content: z.array(z.string()),
  relatedQuestions: z.array(kbQuestionLinkSchema),
  helpful: helpfulSchema,
})
export type KbArticle = z.infer<typeof kbArticleSchema>

/** Per account: `category/question` → its vote. */
export const storedKbVotesSchema = z.record(z.string(), z.record(z.string(), z.boolean()))

const slugParam = shortText(80).regex(/^[a-z0-9-]+$/, 'Must be a slug (lowercase letters, digits, dashes)')

export const faqApi = {
  faq: endpoint({
    method: 'GET',
    path: '/faq/data',
    query: z.object({ q: searchTextParam }),
    reply: faqReplySchema,
    summary: 'FAQ categories keyed by id; q keeps the questions that contain it and drops empty categories',
  }),
  knowledgeBase: endpoint({
    method: 'GET',
    path: '/faq/data/knowledge_base',
    query: z.object({ q: searchTextParam }),
    reply: z.array(kbCategorySchema),
    summary:
      'Knowledge-base categories; q keeps a category whose title matches (with all its questions) or the questions that match',
  }),
  category: endpoint({
    method: 'GET',
    path: '/faq/data/category',
    query: z.object({ category: slugParam }),
    reply: kbCategorySchema,
    summary: 'One knowledge-base category with its questions',
  }),
  question: endpoint({
    method: 'GET',
    path: '/faq/data/question',
    query: z.object({ category: slugParam, question: slugParam }),
    reply: kbArticleSchema,
    summary: 'One knowledge-base article, its related questions and the helpful votes',
  }),
  vote: endpoint({
    method: 'POST',
    path: '/faq/data/question/vote',
    body: z.object({ category: slugParam, question: slugParam, helpful: z.boolean() }).strict(),
    reply: helpfulSchema,
    summary: "Say whether an article helped; a second vote replaces the caller's first",
  }),
}
