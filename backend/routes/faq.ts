import { FAQ_CATEGORIES, faqApi, type FaqReply, type Helpful, type KbCategory } from '../../contract/faq'
import { requireAbility, requireAuth } from '../lib/auth'
import { notFound } from '../lib/errors'
import { routeGroup } from '../lib/route'
import { FAQ, KNOWLEDGE_BASE } from '../seed/faq'

/*
 * The FAQ and the knowledge base: read-only content, plus the caller's own "was this helpful" votes in
 * `kbVotes` (keyed by String(account.id), then `category/question`).
 */

const read = [requireAuth, requireAbility('read', 'Page')]
const write = [requireAuth, requireAbility('manage', 'Page')]

const contains = (text: string, q: string) => text.toLowerCase().includes(q)
const needle = (q: string | undefined) => q?.trim().toLowerCase() ?? ''

const linkOf = ({ slug, question }: { slug: string; question: string }) => ({ slug, question })
const categoryOf = (category: (typeof KNOWLEDGE_BASE)[number]): KbCategory => ({
  ...category,
  questions: category.questions.map(linkOf),
})

function findCategory(id: string) {
  const category = KNOWLEDGE_BASE.find((c) => c.id === id)
  if (!category) throw notFound('Category')
  return category
}

function findArticle(categoryId: string, slug: string) {
  const category = findCategory(categoryId)
  const article = category.questions.find((q) => q.slug === slug)
  if (!article) throw notFound('Question')
  return { category, article }
}

const helpfulOf = (seed: { yes: number; no: number }, myVote: boolean | undefined): Helpful => ({
  yes: seed.yes + (myVote === true ? 1 : 0),
  no: seed.no + (myVote === false ? 1 : 0),
  myVote: myVote ?? null,
})

export const faqRoutes = routeGroup()
  .route(faqApi.faq, read, (c) => {
    const q = needle(c.req.valid('query').q)
    const reply: FaqReply = {}
    for (const id of FAQ_CATEGORIES) {
      const qandA = FAQ[id].qandA.filter((entry) => !q || contains(entry.question, q))
      if (qandA.length > 0) reply[id] = { ...FAQ[id], qandA }
    }
    return c.json(reply)
  })
  .route(faqApi.knowledgeBase, read, (c) => {
    const q = needle(c.req.valid('query').q)
    const found = KNOWLEDGE_BASE.map(categoryOf).flatMap((category) => {
      if (!q || contains(category.title, q)) return [category]
      const questions = category.questions.filter((question) => contains(question.question, q))
      return questions.length > 0 ? [{ ...category, questions }] : []
    })
    return c.json(found)
  })
  .route(faqApi.category, read, (c) => c.json(categoryOf(findCategory(c.req.valid('query').category))))
  .route(faqApi.question, read, async (c) => {
    const query = c.req.valid('query')
    const { category, article } = findArticle(query.category, query.question)
    const votes = (await c.var.deps.store.read('kbVotes'))[String(c.var.account.id)] ?? {}
    return c.json({
      category: { id: category.id, title: category.title },
      slug: article.slug,
      question: article.question,
      lastUpdated: article.lastUpdated,
      content: article.content,
      relatedQuestions: category.questions.filter((q) => q.slug !== article.slug).map(linkOf),
      helpful: helpfulOf(article.helpful, votes[`${category.id}/${article.slug}`]),
    })
  })
  .route(faqApi.vote, write, async (c) => {
    const body = c.req.valid('json')
    const { category, article } = findArticle(body.category, body.question)
    const key = `${category.id}/${article.slug}`
    await c.var.deps.store.update('kbVotes', (votes) => {
      ;(votes[String(c.var.account.id)] ??= {})[key] = body.helpful
    })
    return c.json(helpfulOf(article.helpful, body.helpful))
  })
