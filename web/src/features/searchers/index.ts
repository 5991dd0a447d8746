export { SearchersBlock, SearchersSentence } from './searchers-block';
export { searchersCountMessage, searchersMessages, searchersMessageTable } from './messages';
export { searcherQuestion, searchersPath, type SearchersAnswer } from './searchers';
