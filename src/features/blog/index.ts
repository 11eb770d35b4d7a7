export { BlogListPage } from './blog-list-page'
export { BlogDetailPage } from './blog-detail-page'
export { BlogEditPage } from './blog-edit-page'
export { parsePostId } from './api/get-post'
