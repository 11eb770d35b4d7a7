export { FaqPage } from './faq-page'
export { KnowledgeBasePage } from './knowledge-base-page'
export { KbCategoryPage } from './kb-category-page'
export { KbQuestionPage } from './kb-question-page'
