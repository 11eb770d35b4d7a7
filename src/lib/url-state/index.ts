export {
  enumParam,
  intParam,
  listParam,
  oneOf,
  readUrlState,
  textParam,
  toUrlSearch,
  writeUrlSearch,
  type UrlFields,
  type UrlParam,
  type UrlSearch,
  type UrlState,
  type UrlValue,
} from './params'
export {
  typedSearch,
  useUrlState,
  type SetUrlState,
  type UrlStateChange,
  type UrlStateWriteOptions,
} from './use-url-state'
